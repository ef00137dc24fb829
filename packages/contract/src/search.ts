/** Listings per page of GET /api/search-models: a grid of 2, 3 or 4 columns fills evenly. */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE = 10_000;
/** Place words longer than any Australian place name are refused rather than searched. */
export const SEARCH_TEXT_MAX_LENGTH = 60;
export const SEARCH_MODELS_PATH = '/api/search-models';

/** The price filter's upper bound and the highest rate a listing may hold (whole AUD). */
export const SEARCH_PRICE_MAX_AUD = 100_000;
/** Listing languages are short words ("Mandarin"); longer text is refused, not searched. */
export const SEARCH_LANGUAGE_MAX_LENGTH = 40;
/** "Touring soon": a tour starting today or within this many days after it. */
export const TOURING_SOON_DAYS = 14;

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
  badPrice: `Prices are whole dollars from 0 to ${SEARCH_PRICE_MAX_AUD}.`,
  badPriceRange: 'min_price must not be above max_price.',
  badLanguage: `Languages are at most ${SEARCH_LANGUAGE_MAX_LENGTH} letters, spaces and hyphens.`,
  badSort: 'Unknown sort. Use one of: recommended, newest, price_asc.',
} as const;

/**
 * The orders of the results (docs/product/search-and-ranking.md#ranking-order): the directory's
 * own (the default), the newest listings first, or the cheapest first.
 */
export const SEARCH_SORTS = ['recommended', 'newest', 'price_asc'] as const;
/**
 * The richer search's query parameters: results routes and the advanced search carry them
 * in their URL, and the filter bar's summary names them.
 */
export const RICHER_SEARCH_PARAMS = [
  'min_price',
  'max_price',
  'incall',
  'outcall',
  'language',
  'available_today',
  'touring_soon',
  'sort',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  recommended: 'Recommended',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
};

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
 * How a listing on tour stands against the place searched: `touring` it today (found there
 * through its tour), `away` from it (at home there, on tour elsewhere today), or `arriving`
 * (found through a tour of the place starting within TOURING_SOON_DAYS, "touring soon").
 */
export const SEARCH_TOUR_STATUSES = ['touring', 'away', 'arriving'] as const;
export type SearchTourStatus = (typeof SEARCH_TOUR_STATUSES)[number];
