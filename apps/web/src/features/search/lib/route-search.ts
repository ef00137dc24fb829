import {
  buildResultsMeta,
  buildResultsQuery,
  describeResultsPlace,
  isCountryRouteWord,
  resolveResultsRouteSearch,
  type PageMeta,
  type ResultsRouteSearch,
  type SearchModelsQuery,
} from '@app/contract';

/** What a results route asks for (the contract's rule, which the server preloads) and how the page names it. */
export interface RouteSearch extends ResultsRouteSearch {
  /** The heading's place: 'Sydney, New South Wales', 'Victoria', 'Australia'. */
  readonly placeName: string;
  readonly meta: PageMeta;
}

/**
 * Reads /escorts/:state[/:city] (and /escorts/australia[/:state], where the second word names
 * the place): undefined when the state word names no state, so the page is a 404, as the
 * server answers for it.
 */
export function resolveRouteSearch(stateWord: string, cityWord?: string): RouteSearch | undefined {
  const search = resolveResultsRouteSearch(stateWord, cityWord);
  if (!search) return undefined;
  const words: [string, string?] = isCountryRouteWord(stateWord)
    ? [cityWord ?? stateWord]
    : [stateWord, cityWord];
  return {
    ...search,
    placeName: describeResultsPlace(...words),
    meta: buildResultsMeta(...words),
  };
}

/** The route's place plus the filters the header's bar put in the query ('' and all left out by the API call). */
export function buildRouteQuery(route: RouteSearch, params: URLSearchParams): SearchModelsQuery {
  return buildResultsQuery(route.place, params);
}
