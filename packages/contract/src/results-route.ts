import { COUNTRY_NAME, findState, type State } from './locations.js';
import { RICHER_SEARCH_PARAMS, SEARCH_MAX_PAGE } from './search.js';
import type { SearchModelsQuery } from './search.schema.js';
import { fromSlug, toPlaceKey } from './slug.js';

/**
 * The filters a results page carries from its query string (docs/product/search-and-ranking.md):
 * the header's dropdowns and the richer search's.
 */
export const CARRIED_FILTER_PARAMS = [
  'gender',
  'account_type',
  'escort_type',
  ...RICHER_SEARCH_PARAMS,
] as const;

/** What a results route searches: the web app asks it, and the server preloads the answer. */
export interface ResultsRouteSearch {
  /** The place part of the API query; the carried filters are added by buildResultsQuery. */
  readonly place: SearchModelsQuery;
  /** The state searched, when the route names one. */
  readonly state?: State;
  /** The city or suburb word searched, hyphens back to spaces. */
  readonly city?: string;
}

const COUNTRY_KEY = toPlaceKey(COUNTRY_NAME);

/**
 * Reads /escorts/:state[/:city]. docs/product/routes-and-screens.md also writes the route as
 * /escorts/:country/:state: a first word `australia` is the country, and the second word (if
 * any) the state, which goes to the API by its proper name. Undefined when the state word
 * names no state (the page is a 404).
 */
export function resolveResultsRouteSearch(
  stateWord: string,
  cityWord?: string,
): ResultsRouteSearch | undefined {
  if (isCountryRouteWord(stateWord)) {
    if (!cityWord) return { place: { country: COUNTRY_NAME } };
    const state = findState(cityWord);
    return state ? { place: { country: COUNTRY_NAME, state: state.name }, state } : undefined;
  }
  const state = findState(stateWord);
  if (!state) return undefined;
  const city = cityWord ? fromSlug(cityWord) : undefined;
  return city
    ? { place: { state: state.name, city }, state, city }
    : { place: { state: state.name }, state };
}

/** True for the first word of /escorts/australia[/:state]. */
export function isCountryRouteWord(word: string): boolean {
  return toPlaceKey(word) === COUNTRY_KEY;
}

/** The route's place plus the filters the header's bar put in the page's query string. */
export function buildResultsQuery(
  place: SearchModelsQuery,
  params: URLSearchParams,
): SearchModelsQuery {
  const query: Record<string, string> = { ...(place as Record<string, string>) };
  for (const name of CARRIED_FILTER_PARAMS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query as SearchModelsQuery;
}

/**
 * The query parameter of a results list's page (/escorts/victoria?page=2, /?page=3): the
 * "Load more" link's address, which a reader without JavaScript follows and the server draws
 * (docs/product/search-and-ranking.md#pages-of-results).
 */
export const RESULTS_PAGE_PARAM = 'page';

/**
 * The page a results address asks for: 1 when it names none or something that is not a page
 * number the search answers (a typed or stale link still shows the first page, never an error).
 */
export function parseResultsPage(value: string | null | undefined): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= SEARCH_MAX_PAGE ? page : 1;
}

/**
 * The page a results address asks for (`?page=2`), by `parseResultsPage`'s rule: from its query
 * string, or from the address itself (a path with its query, or a whole URL).
 */
export function resultsPageOf(address: URLSearchParams | string): number {
  const params =
    typeof address === 'string' ? new URL(address, 'http://localhost').searchParams : address;
  return parseResultsPage(params.get(RESULTS_PAGE_PARAM));
}

/** `params` (a results page's query string) at another page: `?state=…&page=2`; page 1 names none. */
export function buildResultsPageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(RESULTS_PAGE_PARAM, String(page));
  else next.delete(RESULTS_PAGE_PARAM);
  const text = next.toString();
  return text ? `?${text}` : '';
}
