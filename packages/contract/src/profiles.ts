/** The public listing: GET /api/models/:id answers 404 unless the listing is live. */
export const MODEL_PROFILE_API_ROUTE = '/api/models/:id';
export function buildModelProfileApiPath(id: number): string {
  return `/api/models/${id}`;
}

/**
 * POST /api/models/:id/views counts one view. The web app calls it once per visitor session
 * (session storage key below); the server also ignores repeats from one address for a while.
 */
export const MODEL_VIEW_API_ROUTE = '/api/models/:id/views';
export function buildModelViewApiPath(id: number): string {
  return `/api/models/${id}/views`;
}
export const VIEWED_PROFILES_STORAGE_KEY = 'viewedProfiles';

/**
 * POST /api/models/:id/phone answers a live listing's number (`{ phone }`): the profile's
 * "Show number". Numbers are in no other public answer or page, so copying them costs one
 * budgeted request each (docs/product/listings-and-moderation.md#phone-numbers).
 */
export const MODEL_PHONE_API_ROUTE = '/api/models/:id/phone';
export function buildModelPhoneApiPath(id: number): string {
  return `/api/models/${id}/phone`;
}

/** "Show number" per hour: from one address (an IPv6 /64), and for a signed-in customer. */
export const PHONE_REVEALS_PER_HOUR = 20;
export const PHONE_REVEALS_PER_HOUR_SIGNED_IN = 60;

export const PHONE_REVEAL_MESSAGES = {
  /** 429 past the address's budget. */
  tooMany:
    'You have asked for a lot of numbers in a short time. Please try again later, or sign in as a customer to see more.',
  /** 429 past a signed-in customer's budget. */
  tooManySignedIn: 'You have asked for a lot of numbers in a short time. Please try again later.',
  /** The button, before the tap, and while the number is on its way. */
  show: 'Show number',
  busy: 'Showing number…',
  /** A failed request other than the budget. */
  failed: 'The number could not be shown. Please try again.',
} as const;

/** Reads of profiles and of search pages per address (an IPv6 /64) in READ_LIMIT_WINDOW. */
export const PROFILE_READS_PER_WINDOW = 300;
export const SEARCH_READS_PER_WINDOW = 300;
export const READ_LIMIT_WINDOW_MINUTES = 10;
