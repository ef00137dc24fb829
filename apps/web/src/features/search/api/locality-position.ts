import { LOCATION_MAX_LENGTH, type State } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { isCompleteLocality, localitiesQueryOptions } from '../../../lib/localities';
import { findPopularCity, pickLocality, type Coordinates } from '../lib/nearby-cities';

/** Enough suggestions for the searched town to be among them when several share a name. */
const LOOKUP_LIMIT = 10;

/** The locality lookup of a searched city or suburb, as the empty results' nearby cities read it. */
export function localityLookupQueryOptions(city: string) {
  return localitiesQueryOptions(city.slice(0, LOCATION_MAX_LENGTH), LOOKUP_LIMIT);
}

/** Whether the nearby cities need the lookup: a popular city's centre is known already. */
export function needsLocalityLookup(city: string | undefined, state: State | undefined): boolean {
  return Boolean(city) && !findPopularCity(city ?? '', state);
}

/**
 * Where a searched city or suburb is: a popular city's known centre, else the directory's own
 * locality list (GET /api/locations/autocomplete). Undefined while unknown, or when the
 * place is not an Australian locality; a failed lookup is only logged (by the query cache).
 */
export function useLocalityPosition(
  city: string | undefined,
  state: State | undefined,
  enabled: boolean,
): Coordinates | undefined {
  const popular = city ? findPopularCity(city, state) : undefined;
  const { data } = useQuery({
    ...localityLookupQueryOptions(city ?? ''),
    select: (items) => pickLocality(items.filter(isCompleteLocality), city ?? '', state) ?? null,
    enabled: enabled && needsLocalityLookup(city, state),
    staleTime: Infinity,
    retry: false,
  });
  if (popular) return { lat: popular.lat, lng: popular.lng };
  return data ?? undefined;
}
