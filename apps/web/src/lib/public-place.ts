import { PUBLIC_PLACE_PATH, PublicPlaceResponseSchema } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from './http';

/** A suburb's public place only changes with the places data: the same all day. */
const PUBLIC_PLACE_STALE_MS = 60 * 60_000;

/**
 * GET /api/locations/public-place: the shared area a listing in this suburb shows while it
 * hides the suburb (docs/product/listings-and-moderation.md), e.g. 'Blue Mountains region'.
 */
export function publicPlaceQueryOptions(state: string, suburb: string) {
  return queryOptions({
    queryKey: ['public-place', state, suburb] as const,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ state, suburb });
      const body = await fetchJson(`${PUBLIC_PLACE_PATH}?${params.toString()}`, {
        signal,
        parse: (data) => PublicPlaceResponseSchema.parse(data),
      });
      return body.data;
    },
    staleTime: PUBLIC_PLACE_STALE_MS,
  });
}
