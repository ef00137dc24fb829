import { buildModelListingPath, type OwnListing, type OwnListingResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertiserKeys } from './query-keys';

/** GET /api/model/listings/:id: the advertiser's own listing in any status. */
export async function fetchOwnListing(
  listingId: number,
  signal?: AbortSignal,
): Promise<OwnListing> {
  const body = await apiRequest<OwnListingResponse>(buildModelListingPath(listingId), { signal });
  return body.data;
}

export function ownListingQueryOptions(listingId: number) {
  return queryOptions({
    queryKey: advertiserKeys.listing(listingId),
    queryFn: ({ signal }) => fetchOwnListing(listingId, signal),
  });
}

/** The listing once `listingId` is known (the query waits while it is null). */
export function useOwnListing(listingId: number | null) {
  return useQuery({
    ...ownListingQueryOptions(listingId ?? 0),
    enabled: listingId !== null,
  });
}
