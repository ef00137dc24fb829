import { AUTOCOMPLETE_MAX_LIMIT, LOCATION_MAX_LENGTH } from './locations.js';

export const LOCATIONS_AUTOCOMPLETE_PATH = '/api/locations/autocomplete';

export const AUTOCOMPLETE_MESSAGES = {
  tooLong: `q is at most ${LOCATION_MAX_LENGTH} characters.`,
  badLimit: `limit must be a whole number from 1 to ${AUTOCOMPLETE_MAX_LIMIT}.`,
} as const;

/**
 * GET ?state=&suburb=: the public place a listing based in that suburb shows while it hides
 * the suburb (the builder's "Shown as"); public, like the places it maps. An unknown suburb
 * is a 404 with LISTING_MESSAGES.locationUnknown.
 */
export const PUBLIC_PLACE_PATH = '/api/locations/public-place';
