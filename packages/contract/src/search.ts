/** Listings per page of GET /api/search-models: a grid of 2, 3 or 4 columns fills evenly. */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE = 10_000;
/** Place words longer than any Australian place name are refused rather than searched. */
export const SEARCH_TEXT_MAX_LENGTH = 60;
export const SEARCH_MODELS_PATH = '/api/search-models';

export const SEARCH_MESSAGES = {
  badPage: 'page must be a whole number from 1 to 10000.',
  badPlace: 'Locations may hold only letters, digits, spaces, hyphens, dots and apostrophes.',
  placeTooLong: `Locations are at most ${SEARCH_TEXT_MAX_LENGTH} characters.`,
  badGender: 'Unknown gender. Use one of: All, male, female, Transexual/Trasgender.',
  badAccountType: 'Unknown account_type. Use one of: all, Escort, BDSM, BodyRub, StripsDance.',
  badCategory: 'Unknown escort_type. Use one of: all, StripsDance, Independents.',
  badAge: 'Ages are whole numbers from 18 to 99.',
  badAgeRange: 'min_age must not be above max_age.',
  badFlag: 'Use true or false.',
} as const;

/** Listings are for adults; the advanced search's age range spans what listings may hold. */
export const LISTING_AGE_MIN = 18;
export const LISTING_AGE_MAX = 99;

/** Badges: docs/product/listings-and-moderation.md#online-status-and-badges. */
export const ACTIVE_NOW_MINUTES = 15;
export const RECENTLY_ONLINE_HOURS = 24;
export const NEW_LISTING_DAYS = 14;
/** Cards show this much of a description; the profile shows all of it. */
export const CARD_DESCRIPTION_MAX_LENGTH = 200;
/** Dates (tours, the daily rotation) are Australian days; the east coast's calendar rules. */
export const DIRECTORY_TIME_ZONE = 'Australia/Sydney';
/**
 * How a listing on tour today stands against the place searched: `touring` it (found there
 * through its tour) or `away` from it (at home there, on tour elsewhere).
 */
export const SEARCH_TOUR_STATUSES = ['touring', 'away'] as const;
export type SearchTourStatus = (typeof SEARCH_TOUR_STATUSES)[number];
