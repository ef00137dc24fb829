import { AUTOCOMPLETE_MAX_LIMIT, LOCATION_MAX_LENGTH } from './locations.js';

export const LOCATIONS_AUTOCOMPLETE_PATH = '/api/locations/autocomplete';

export const AUTOCOMPLETE_MESSAGES = {
  tooLong: `q is at most ${LOCATION_MAX_LENGTH} characters.`,
  badLimit: `limit must be a whole number from 1 to ${AUTOCOMPLETE_MAX_LIMIT}.`,
} as const;
