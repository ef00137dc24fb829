import { POPULAR_LOCATIONS, toPlaceKey, type PopularCity } from '@app/contract';
import { distanceKm } from './distance.js';

/**
 * The popular city a locality is listed under (docs/product/listings-and-moderation.md,
 * "Where a listing is"):
 * - a popular city itself (St Kilda, Parramatta) is its own city;
 * - within CAPITAL_RADIUS_KM of the state's first popular city (its capital: Sydney,
 *   Melbourne, Perth …), that city — Surry Hills is in Sydney's results, not Kings Cross's;
 * - else the nearest popular city of the state within CITY_RADIUS_KM (Harris Park → Parramatta);
 * - else none (a country town is its own city).
 */
export const CAPITAL_RADIUS_KM = 10;
export const CITY_RADIUS_KM = 25;

export function popularCityOf(locality: {
  key: string;
  stateCode: string;
  lat: number;
  lng: number;
}): PopularCity | undefined {
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
