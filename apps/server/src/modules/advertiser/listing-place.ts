import { POPULAR_LOCATIONS, findState, toPlaceKey, type PopularCity } from '@app/contract';
import {
  distanceKm,
  findLocality,
  type Locality,
  type LocalityIndex,
} from '../locations/locality-index.js';

/**
 * Where a listing is, from the site's own places index (never from coordinates the browser
 * sends). A locality belongs to the nearest popular city of its state within
 * CITY_RADIUS_KM — Surry Hills is in Sydney's results, as the demo directory places its
 * suburbs — and a place farther out (a country town) is its own city.
 */
export const CITY_RADIUS_KM = 25;

export interface ListingPlace {
  state: string;
  city: string;
  /** The locality's name as the index spells it. */
  suburb: string;
  lat: number;
  lng: number;
  /** The city's centre: the only point shown while the suburb is hidden. */
  cityLat: number;
  cityLng: number;
}

/** The locality named by suburb and state, or undefined when the index has no such place. */
export function resolveListingPlace(
  index: LocalityIndex,
  input: { state: string; suburb: string },
): ListingPlace | undefined {
  const locality = findLocality(index, input.suburb, input.state);
  if (!locality) return undefined;
  const city = popularCityOf(locality);
  return {
    state: locality.state,
    city: city?.name ?? locality.name,
    suburb: locality.name,
    lat: locality.lat,
    lng: locality.lng,
    cityLat: city?.lat ?? locality.lat,
    cityLng: city?.lng ?? locality.lng,
  };
}

function popularCityOf(locality: Locality): PopularCity | undefined {
  const cities = POPULAR_LOCATIONS.find((entry) => entry.state.code === locality.stateCode);
  if (!cities) return undefined;
  const own = cities.cities.find((city) => toPlaceKey(city.name) === locality.key);
  if (own) return own;
  let nearest: PopularCity | undefined;
  let nearestKm = CITY_RADIUS_KM;
  for (const city of cities.cities) {
    const km = distanceKm(locality.lat, locality.lng, city.lat, city.lng);
    if (km <= nearestKm) [nearest, nearestKm] = [city, km];
  }
  return nearest;
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
