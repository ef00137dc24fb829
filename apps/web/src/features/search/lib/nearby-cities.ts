import {
  POPULAR_LOCATIONS,
  findState,
  toPlaceKey,
  toSlug,
  type LocationSuggestion,
  type State,
} from '@app/contract';

export interface Coordinates {
  readonly lat: number;
  readonly lng: number;
}

export interface NearbyCity {
  readonly name: string;
  readonly stateName: string;
  /** /escorts/:state/:city with the overlay's own link word where the overlay has one. */
  readonly path: string;
  /** Kilometres from the searched place; null when the place's position is unknown. */
  readonly distanceKm: number | null;
}

/** How many places an empty result suggests: enough to choose from, few enough to scan. */
export const NEARBY_CITY_LIMIT = 6;

interface PopularPlace extends NearbyCity, Coordinates {
  readonly state: State;
  /** Place keys of the name and of the link word ('St Kilda' and 'StKilda' are one key). */
  readonly keys: ReadonlySet<string>;
}

const POPULAR_PLACES: readonly PopularPlace[] = POPULAR_LOCATIONS.flatMap(({ state, cities }) =>
  cities.map((city) => ({
    name: city.name,
    stateName: state.name,
    state,
    keys: new Set([toPlaceKey(city.name), toPlaceKey(city.linkWord ?? city.name)]),
    // Launceston has no link word (plain text in the overlay), but its results page exists.
    path: `/escorts/${state.slug}/${city.linkWord ?? toSlug(city.name)}`,
    lat: city.lat,
    lng: city.lng,
    distanceKm: null,
  })),
);

/** A popular city by its name or link word ('StKilda', 'home-bush'), within the state if given. */
export function findPopularCity(
  cityWord: string,
  state?: State,
): (Coordinates & { name: string }) | undefined {
  const key = toPlaceKey(cityWord);
  return POPULAR_PLACES.find(
    (place) => place.keys.has(key) && (!state || place.state.slug === state.slug),
  );
}

/**
 * The autocomplete answer that is the searched place itself: same locality key, and in the
 * searched state when there is one. The directory's own locality list knows where every
 * Australian town is, so a town without listings still finds its nearest cities.
 */
export function pickLocality(
  suggestions: readonly LocationSuggestion[],
  cityWord: string,
  state?: State,
): Coordinates | undefined {
  const key = toPlaceKey(cityWord);
  return suggestions.find(
    (suggestion) =>
      toPlaceKey(suggestion.locality) === key &&
      (!state || findState(suggestion.administrative_area_level_1)?.slug === state.slug),
  );
}

/**
 * Places to suggest when a search finds nothing. With the searched place's position: the
 * nearest popular cities anywhere (a town near a border is closest to the next state's city).
 * Without it: the state's popular cities; without a state either: each state's main city.
 * The searched place itself is never suggested.
 */
export function findNearbyCities(options: {
  origin?: Coordinates | undefined;
  state?: State | undefined;
  city?: string | undefined;
  limit?: number;
}): NearbyCity[] {
  const { origin, state, city, limit = NEARBY_CITY_LIMIT } = options;
  const searchedKey = city ? toPlaceKey(city) : undefined;
  const candidates = POPULAR_PLACES.filter((place) => !searchedKey || !place.keys.has(searchedKey));

  if (origin) {
    return candidates
      .map((place) => ({ place, distanceKm: distanceInKm(origin, place) }))
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, limit)
      .map(({ place, distanceKm }) => toNearbyCity(place, Math.round(distanceKm)));
  }
  if (state) {
    return candidates
      .filter((place) => place.state.slug === state.slug)
      .slice(0, limit)
      .map((place) => toNearbyCity(place, null));
  }
  const seenStates = new Set<string>();
  return candidates
    .filter((place) => !seenStates.has(place.state.slug) && seenStates.add(place.state.slug))
    .slice(0, limit)
    .map((place) => toNearbyCity(place, null));
}

function toNearbyCity(place: PopularPlace, distanceKm: number | null): NearbyCity {
  return { name: place.name, stateName: place.stateName, path: place.path, distanceKm };
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance (haversine); plenty precise for "which city is nearer". */
export function distanceInKm(from: Coordinates, to: Coordinates): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}
