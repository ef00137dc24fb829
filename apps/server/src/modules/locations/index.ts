// What other modules may use of the places: one locality index, loaded once and passed in.
export {
  distanceKm,
  findLocality,
  findPublicArea,
  isPublicAreaName,
  loadLocalityIndex,
  type Locality,
  type LocalityIndex,
} from './locality-index.js';
export type { PublicArea } from './public-areas.js';
export { popularCityOf } from './popular-city.js';
