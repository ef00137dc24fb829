// What other modules may use of the advertiser's listing: the console edits and counts it.
export {
  aboutColumns,
  basicsColumns,
  countOpenFlags,
  locationColumns,
  ratesColumns,
  readOwnListing,
  saveAbout,
  saveBasics,
  saveLocation,
  saveRates,
  toOwnPhoto,
  type AboutFields,
  type BasicsFields,
  type LocationFields,
  type RatesFields,
} from './listing.service.js';
export { deletePhoto, removePhotoFiles } from './photos.service.js';
export { flagCopiedPhotos } from './photo-fingerprints.service.js';
export { TAP_STAT_KINDS, lastDays, recordListingStat } from './stats.service.js';
