import {
  POPULAR_LOCATION_COUNTS_PATH,
  toPlaceKey,
  type PopularLocationCountsResponse,
} from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/http';
import { plural } from '../../../lib/plural';

/** Live listings per state and per popular city, looked up by place key. */
export interface PopularLocationCounts {
  state(stateName: string): number | undefined;
  city(stateName: string, cityName: string): number | undefined;
}

/**
 * Indexes the API's answer by place key ('New South Wales' and 'new-south-wales' are one),
 * so the page can walk POPULAR_LOCATIONS and ask for each count.
 */
export function indexPopularLocationCounts(
  answer: PopularLocationCountsResponse,
): PopularLocationCounts {
  const states = new Map<string, number>();
  const cities = new Map<string, number>();
  for (const entry of answer.data) {
    const stateKey = toPlaceKey(entry.state);
    states.set(stateKey, entry.count);
    for (const city of entry.cities) cities.set(`${stateKey}/${toPlaceKey(city.name)}`, city.count);
  }
  return {
    state: (stateName) => states.get(toPlaceKey(stateName)),
    city: (stateName, cityName) => cities.get(`${toPlaceKey(stateName)}/${toPlaceKey(cityName)}`),
  };
}

/**
 * GET /api/locations/popular. The cache keeps the answer as sent (plain data, so a
 * server-rendered page can carry it in its HTML); the page reads it indexed.
 */
export const popularLocationCountsQueryOptions = queryOptions({
  queryKey: ['popular-location-counts'] as const,
  queryFn: ({ signal }) =>
    fetchJson<PopularLocationCountsResponse>(POPULAR_LOCATION_COUNTS_PATH, { signal }),
});

/** Live listings per state and popular city, kept for a minute: counts move slowly. */
export function usePopularLocationCounts() {
  return useQuery({ ...popularLocationCountsQueryOptions, select: indexPopularLocationCounts });
}

/** '1 listing', '24 listings', 'No listings yet'. */
export function describeListingCount(count: number): string {
  if (count === 0) return 'No listings yet';
  return plural(count, 'listing', 'listings');
}
