// What other modules may use of the places: one locality index, loaded once and passed in.
export {
  distanceKm,
  findLocality,
  loadLocalityIndex,
  type Locality,
  type LocalityIndex,
} from './locality-index.js';
