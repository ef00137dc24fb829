import {
  MODEL_LISTINGS_PATH,
  buildModelListingStepPath,
  type ListingSectionStep,
  type OwnListing,
  type OwnListingResponse,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertiserKeys } from './query-keys';

export interface SaveStepVariables {
  /** Null before the listing exists: the basics step then creates it. */
  readonly listingId: number | null;
  readonly step: ListingSectionStep;
  readonly values: unknown;
}

/**
 * Saves one step as a draft: PUT /api/model/listings/:id/:step, or POST /api/model/listings
 * with the basics when there is no listing yet (one listing per account).
 */
export async function saveListingStep({
  listingId,
  step,
  values,
}: SaveStepVariables): Promise<OwnListing> {
  const isCreate = listingId === null;
  const path = isCreate ? MODEL_LISTINGS_PATH : buildModelListingStepPath(listingId, step);
  const body = await apiRequest<OwnListingResponse>(path, {
    method: isCreate ? 'POST' : 'PUT',
    body: values,
  });
  return body.data;
}

/** The mutation; the saved listing replaces the cached one, and a new one updates `me`. */
export function useSaveListingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListingStep,
    onSuccess: async (listing, variables) => {
      queryClient.setQueryData(advertiserKeys.listing(listing.id), listing);
      if (variables.listingId === null) {
        await queryClient.invalidateQueries({ queryKey: advertiserKeys.me });
      }
    },
  });
}
