import { LOCATION_MAX_LENGTH, type State } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { isCompleteLocality, localitiesQueryOptions } from '../../../lib/localities';
import { findPopularCity, pickLocality, type Coordinates } from '../lib/nearby-cities';

/** Enough suggestions for the searched town to be among them when several share a name. */
const LOOKUP_LIMIT = 10;

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
    ...localitiesQueryOptions((city ?? '').slice(0, LOCATION_MAX_LENGTH), LOOKUP_LIMIT),
    select: (items) => pickLocality(items.filter(isCompleteLocality), city ?? '', state) ?? null,
    enabled: enabled && Boolean(city) && !popular,
    staleTime: Infinity,
    retry: false,
  });
  if (popular) return { lat: popular.lat, lng: popular.lng };
  return data ?? undefined;
}
