import {
  ADMIN_LISTINGS_PATH,
  buildAdminListingPath,
  type AdminListing,
  type AdminListingActionResponse,
  type AdminListingsPage,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { adminItemQuery, adminListKeys, adminPageQuery } from '../../lib/admin-query';
import type { ListingsFilters } from '../lib/listings-filters';

/** The listings section's query keys, so every action refreshes the right ones. */
export const adminListingKeys = adminListKeys<ListingsFilters>('listings');

/** GET /api/admin/listings with the filters and page of the URL; the last page stays while the next loads. */
export function useAdminListings(filters: ListingsFilters) {
  return useQuery(
    adminPageQuery<AdminListingsPage>(adminListingKeys.list(filters), ADMIN_LISTINGS_PATH, {
      ...filters,
    }),
  );
}

export function useAdminListing(listingId: number) {
  return useQuery(
    adminItemQuery<AdminListing>(adminListingKeys.one(listingId), buildAdminListingPath(listingId)),
  );
}

/** One moderation call: its path, method and body (every action answers the listing as it is now). */
export interface ListingActionRequest {
  readonly path: string;
  readonly method: 'POST' | 'PUT' | 'DELETE';
  readonly body?: unknown;
}

/**
 * Any action on a listing. The answer's listing replaces the cached one at once, and the
 * lists (and the dashboard's counts) are fetched again, since the status may have changed.
 */
export function useListingAction(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method, body }: ListingActionRequest) =>
      apiRequest<AdminListingActionResponse>(path, { method, body: body ?? {} }),
    onSuccess: async (answer) => {
      queryClient.setQueryData<AdminListing>(adminListingKeys.one(listingId), answer.data);
      await queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: [...adminListingKeys.all, 'list'] });
    },
  });
}
