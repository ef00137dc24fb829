import {
  COUNTRY_NAME,
  buildResultsMeta,
  describeResultsPlace,
  findState,
  fromSlug,
  toPlaceKey,
  type PageMeta,
  type SearchModelsQuery,
  type State,
} from '@app/contract';

/** The header's filters the results page carries from its query string (SPEC.md section 5). */
export const CARRIED_FILTER_PARAMS = ['gender', 'account_type', 'escort_type'] as const;

/** What a results route asks for and how the page names it. */
export interface RouteSearch {
  /** The place part of the API query; the page adds the carried filters. */
  readonly place: SearchModelsQuery;
  /** The heading's place: 'Sydney, New South Wales', 'Victoria', 'Australia'. */
  readonly placeName: string;
  readonly meta: PageMeta;
  /** The state searched, when the route names a known one. */
  readonly state?: State;
  /** The city or suburb word searched, hyphens back to spaces. */
  readonly city?: string;
}

const COUNTRY_KEY = toPlaceKey(COUNTRY_NAME);

/**
 * Reads /escorts/:state[/:city]. SPEC.md section 2 also writes the route as
 * /escorts/:country/:state: a first word `australia` is the country, and the second word (if
 * any) the state, which goes to the API by its proper name. Undefined when the state word
 * names no state: the page is a 404, as the server answers for it.
 */
export function resolveRouteSearch(stateWord: string, cityWord?: string): RouteSearch | undefined {
  if (toPlaceKey(stateWord) === COUNTRY_KEY) {
    if (!cityWord) {
      return {
        place: { country: COUNTRY_NAME },
        placeName: COUNTRY_NAME,
        meta: buildResultsMeta(stateWord),
      };
    }
    const state = findState(cityWord);
    if (!state) return undefined;
    return {
      place: { country: COUNTRY_NAME, state: state.name },
      placeName: describeResultsPlace(cityWord),
      meta: buildResultsMeta(cityWord),
      state,
    };
  }

  const state = findState(stateWord);
  if (!state) return undefined;
  const city = cityWord ? fromSlug(cityWord) : undefined;
  return {
    place: { state: state.name, ...(city ? { city } : {}) },
    placeName: describeResultsPlace(stateWord, cityWord),
    meta: buildResultsMeta(stateWord, cityWord),
    state,
    ...(city ? { city } : {}),
  };
}

/** The route's place plus the filters the header's bar put in the query ('' and all left out by the API call). */
export function buildRouteQuery(route: RouteSearch, params: URLSearchParams): SearchModelsQuery {
  const query: Record<string, string> = { ...(route.place as Record<string, string>) };
  for (const name of CARRIED_FILTER_PARAMS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query as SearchModelsQuery;
}
