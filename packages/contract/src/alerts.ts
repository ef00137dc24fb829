/**
 * A customer's mail alerts (docs/product/accounts.md#saved-searches-and-tour-alerts): saved
 * searches mailed daily or weekly with their new listings, and tour alerts for the customer's
 * city. Paths, limits, options and messages; the schemas are in alerts.schema.ts.
 */
import { COUNTRY_NAME, findState } from './locations.js';
import { isAllValue } from './filters.js';
import { memberPath } from './paths.js';
import { describeListingFilters, describeRicherFilters } from './search-summary.js';
import { slugToTitle, toSlug } from './slug.js';

/** GET lists the customer's saved searches, POST saves the search on screen. */
export const SAVED_SEARCHES_PATH = '/api/customer/saved-searches';
/** PATCH changes one saved search's mail frequency, DELETE removes it. */
export const SAVED_SEARCH_API_ROUTE = '/api/customer/saved-searches/:id';
export const buildSavedSearchPath = memberPath(SAVED_SEARCHES_PATH);
/** Public: the one-click unsubscribe of a saved search's mail (RFC 8058), and its page's call. */
export const SAVED_SEARCH_UNSUBSCRIBE_ROUTE = '/api/saved-searches/unsubscribe/:token';
export function buildSavedSearchUnsubscribePath(token: string): string {
  return `/api/saved-searches/unsubscribe/${encodeURIComponent(token)}`;
}
/** GET the customer's tour-alert city (or null), PUT sets it (`null` clears it). */
export const TOUR_ALERT_CITY_PATH = '/api/customer/tour-alert-city';
/** GET the tour alerts the customer was sent, newest first. */
export const TOUR_ALERTS_PATH = '/api/customer/tour-alerts';

/** Job queue names (pg-boss): the periodic saved-search mail, and tour alerts after an approval. */
export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';
export const TOUR_ALERTS_JOB = 'tour-alerts';

/** `off`: kept on the dashboard, no mail (what the one-click unsubscribe sets). */
export const SAVED_SEARCH_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'No mail',
};
/** Days between two mails of a saved search, by frequency. */
export const SAVED_SEARCH_INTERVAL_DAYS: Record<Exclude<SavedSearchFrequency, 'off'>, number> = {
  daily: 1,
  weekly: 7,
};
/** A customer keeps at most this many saved searches. */
export const SAVED_SEARCHES_MAX = 10;
/** At most this many listings are named in one mail; the link shows the rest. */
export const SAVED_SEARCH_MAIL_MAX_LISTINGS = 20;
export const UNSUBSCRIBE_TOKEN_MAX = 200;

export const ALERT_MESSAGES = {
  searchSaved: 'Search saved. We will e-mail you its new listings.',
  searchDeleted: 'Saved search deleted.',
  frequencyChanged: 'Mail frequency changed.',
  tooMany: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  alreadySaved: 'You have already saved this search.',
  badFrequency: 'Choose daily, weekly or no mail.',
  notFound: 'This saved search does not exist.',
  badQuery: 'This search cannot be saved: its filters are not valid.',
  unsubscribed: 'You will get no more mail for this saved search.',
  invalidToken: 'This unsubscribe link is not valid.',
  citySaved: 'Tour alert city saved.',
  cityCleared: 'Tour alerts turned off.',
  unknownCity: 'Choose a city from the list.',
  signInToSave: 'Sign in as a customer to save this search.',
} as const;

/** A stored search's parameters, as the results page's URL carries them (strings only). */
export type SavedSearchQuery = Record<string, string>;

/** Parameters that say where, not what: shown first and in the results page's path. */
const PLACE_PARAMS = ['suburb', 'city', 'state', 'country'] as const;
/** Not part of what a search is. */
const IGNORED_PARAMS = new Set(['page']);

/**
 * A saved search's name, from its parameters: the place, then its filters in the words the
 * filter bar and the advanced search use (`Sydney, New South Wales · female · Verified ·
 * $200–$400 · Available today`).
 */
export function describeSavedSearch(query: SavedSearchQuery): string {
  // Written as a person would (`Surry Hills, Sydney, New South Wales`), whether the search
  // came from a results route (names) or the advanced search (slugs).
  const state = query.state ? (findState(query.state)?.name ?? slugToTitle(query.state)) : '';
  const place = [query.suburb, query.city]
    .filter((text): text is string => Boolean(text))
    .map(slugToTitle)
    .concat(state ? [state] : [])
    .join(', ');
  const params = new URLSearchParams(query);
  return [
    place || COUNTRY_NAME,
    ...describeListingFilters(params),
    ...describeRicherFilters(params),
  ].join(' · ');
}

/** The results page of a saved search: /escorts/:state[/:city] with the other filters as its query. */
export function buildSavedSearchPagePath(query: SavedSearchQuery): string {
  const state = query.state ? findState(query.state) : undefined;
  const city = state ? (query.city ?? query.suburb) : undefined;
  const path = state
    ? `/escorts/${state.slug}${city ? `/${toSlug(city)}` : ''}`
    : `/escorts/${toSlug(COUNTRY_NAME)}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (!isPlaceParam(key) && !IGNORED_PARAMS.has(key) && !isAllValue(value))
      params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function isPlaceParam(key: string): boolean {
  return (PLACE_PARAMS as readonly string[]).includes(key);
}
