import {
  buildListingPausePath,
  buildListingResumePath,
  buildListingSubmitPath,
  type MessageResponse,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertiserKeys } from './query-keys';

export type ListingStatusAction = 'submit' | 'pause' | 'resume';

const PATH_OF: Record<ListingStatusAction, (listingId: number) => string> = {
  submit: buildListingSubmitPath,
  pause: buildListingPausePath,
  resume: buildListingResumePath,
};

/** POST …/submit, …/pause or …/resume: the three status changes the advertiser makes. */
export async function changeListingStatus(
  listingId: number,
  action: ListingStatusAction,
): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(PATH_OF[action](listingId), { method: 'POST', body: {} });
}

export function useListingStatusAction(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ListingStatusAction) => changeListingStatus(listingId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertiserKeys.listing(listingId) }),
  });
}
