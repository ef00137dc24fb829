import {
  buildResultsMeta,
  buildResultsQuery,
  describeResultsPlace,
  isCountryRouteWord,
  pagedMeta,
  resolveResultsRouteSearch,
  resultsPageOf,
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
  return withResultsPage(buildResultsQuery(route.place, params), params);
}

/**
 * `query` starting at the page the address names (`?page=2`, the Load more link's address).
 * Page 1 is left out, so its search key is the one lists were saved under before pages had
 * addresses.
 */
export function withResultsPage(
  query: SearchModelsQuery,
  params: URLSearchParams,
): SearchModelsQuery {
  const page = resultsPageOf(params);
  return page > 1 ? { ...query, page: String(page) } : query;
}

/** A list's meta at the page its address names (`?page=2`), as the server writes it. */
export function metaAtPage(meta: PageMeta, params: URLSearchParams): PageMeta {
  return pagedMeta(meta, resultsPageOf(params));
}

/**
 * The home page lists every live model: no filters, in the API's order, with Load more; like
 * every list it is saved in session storage, which the header's Home and logo clear. It starts
 * at the page its address names (/?page=2), as the server draws it.
 */
export function buildHomeQuery(params: URLSearchParams): SearchModelsQuery {
  return withResultsPage({}, params);
}
