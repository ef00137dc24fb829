import { POPULAR_LOCATIONS, findState, toPlaceKey } from '@app/contract';
import {
  findLocality,
  findPublicArea,
  popularCityOf,
  type LocalityIndex,
} from '../locations/index.js';

/**
 * Where a listing is, from the site's own places index (never from coordinates the browser
 * sends): the city a locality is listed under is its popular city (locations/popular-city.ts),
 * else the locality itself (a country town is its own city).
 */
export interface ListingPlace {
  state: string;
  city: string;
  /** The locality's name as the index spells it. */
  suburb: string;
  lat: number;
  lng: number;
  /**
   * The place shown instead while the suburb is hidden: a name shared by at least 10
   * localities, its point at least 15 km away (docs/decisions/031-hidden-suburb-public-place.md).
   */
  hidden: { city: string; lat: number; lng: number };
}

/** The locality named by suburb and state, or undefined when the index has no such place. */
export function resolveListingPlace(
  index: LocalityIndex,
  input: { state: string; suburb: string },
): ListingPlace | undefined {
  const locality = findLocality(index, input.suburb, input.state);
  const area = findPublicArea(index, input.suburb, input.state);
  if (!locality || !area) return undefined;
  return {
    state: locality.state,
    city: popularCityOf(locality)?.name ?? locality.name,
    suburb: locality.name,
    lat: locality.lat,
    lng: locality.lng,
    hidden: { city: area.name, lat: area.lat, lng: area.lng },
  };
}

export interface TourPlace {
  state: string;
  city: string;
  lat: number;
  lng: number;
}

/**
 * A tour's city: a popular city of the state (by name, with its overlay centre) or any
 * locality of that state. A tour is found in that city's results, so the city's own name is
 * stored, never the suburb it might sit in.
 */
export function resolveTourPlace(
  index: LocalityIndex,
  input: { state: string; city: string },
): TourPlace | undefined {
  const state = findState(input.state);
  if (!state) return undefined;
  const key = toPlaceKey(input.city);
  const popular = POPULAR_LOCATIONS.find((entry) => entry.state.code === state.code)?.cities.find(
    (city) => toPlaceKey(city.name) === key,
  );
  if (popular) return { state: state.name, city: popular.name, lat: popular.lat, lng: popular.lng };
  const locality = findLocality(index, input.city, state.name);
  if (!locality) return undefined;
  return { state: locality.state, city: locality.name, lat: locality.lat, lng: locality.lng };
}
