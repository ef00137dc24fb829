import { POPULAR_LOCATIONS, findState, toPlaceKey, type PopularCity } from '@app/contract';
import { distanceKm, findLocality, type Locality, type LocalityIndex } from '../locations/index.js';

/**
 * Where a listing is, from the site's own places index (never from coordinates the browser
 * sends). The city a locality is listed under (the one its results page shows it in):
 * - a popular city itself (St Kilda, Parramatta) is its own city;
 * - within CAPITAL_RADIUS_KM of the state's first popular city (its capital: Sydney,
 *   Melbourne, Perth …), that city — Surry Hills is in Sydney's results, not Kings Cross's;
 * - else the nearest popular city of the state within CITY_RADIUS_KM (Harris Park → Parramatta);
 * - else the locality itself (a country town is its own city).
 */
export const CAPITAL_RADIUS_KM = 10;
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
  const capital = cities.cities[0];
  const kmTo = (city: PopularCity) => distanceKm(locality.lat, locality.lng, city.lat, city.lng);
  if (capital && kmTo(capital) <= CAPITAL_RADIUS_KM) return capital;
  let nearest: PopularCity | undefined;
  let nearestKm = CITY_RADIUS_KM;
  for (const city of cities.cities) {
    const km = kmTo(city);
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
