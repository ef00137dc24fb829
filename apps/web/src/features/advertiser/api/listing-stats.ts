import { buildListingStatsPath, type ListingStats } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertiserKeys } from './query-keys';

/** GET /api/model/listings/:id/stats: views per day (30 days), wishlist adds, clicks. */
export async function fetchListingStats(
  listingId: number,
  signal?: AbortSignal,
): Promise<ListingStats> {
  const body = await apiRequest<{ data: ListingStats }>(buildListingStatsPath(listingId), {
    signal,
  });
  return body.data;
}

export function useListingStats(listingId: number) {
  return useQuery({
    queryKey: advertiserKeys.stats(listingId),
    queryFn: ({ signal }) => fetchListingStats(listingId, signal),
    // Views arrive all day; a minute-old figure is fresh enough and spares the server.
    staleTime: 60_000,
  });
}
