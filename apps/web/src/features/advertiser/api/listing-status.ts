import {
  buildListingChangesPath,
  buildListingPausePath,
  buildListingResumePath,
  buildListingSubmitPath,
  type MessageResponse,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertiserKeys } from './query-keys';

export type ListingStatusAction = 'submit' | 'pause' | 'resume' | 'withdraw';

const REQUEST_OF: Record<
  ListingStatusAction,
  { path: (listingId: number) => string; method: 'POST' | 'DELETE' }
> = {
  submit: { path: buildListingSubmitPath, method: 'POST' },
  pause: { path: buildListingPausePath, method: 'POST' },
  resume: { path: buildListingResumePath, method: 'POST' },
  withdraw: { path: buildListingChangesPath, method: 'DELETE' },
};

/**
 * POST …/submit, …/pause or …/resume, or DELETE …/changes: what the advertiser does to her
 * listing's status and to its changes waiting for review.
 */
export async function changeListingStatus(
  listingId: number,
  action: ListingStatusAction,
): Promise<MessageResponse> {
  const { path, method } = REQUEST_OF[action];
  return apiRequest<MessageResponse>(path(listingId), { method, body: {} });
}

export function useListingStatusAction(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ListingStatusAction) => changeListingStatus(listingId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertiserKeys.listing(listingId) }),
  });
}
