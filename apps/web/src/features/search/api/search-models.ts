import {
  buildSearchModelsUrl,
  isAllValue,
  type SearchModelItem,
  type SearchModelsQuery,
  type SearchModelsResponse,
} from '@app/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchJson, HttpError, toSameOriginPath } from '../../../lib/http';
import { buildSearchKey } from '../lib/saved-results';

/** One page of results; `url` is the first page's URL or a `next_page_url` made same-origin. */
export function fetchSearchModels(
  url: string,
  signal?: AbortSignal,
): Promise<SearchModelsResponse> {
  return fetchJson<SearchModelsResponse>(toSameOriginPath(url), signal ? { signal } : {});
}

/**
 * docs/product/search-and-ranking.md and api.md: when a search with a city finds nothing, it is made again with
 * the word as `suburb` in place of `city` (a visitor may have typed a suburb). Null when the
 * search names no city, so there is nothing to retry.
 */
export function buildSuburbFallbackQuery(query: SearchModelsQuery): SearchModelsQuery | null {
  const { city, ...rest } = query;
  // A later page that is empty means the list ended there, not that the city is unknown.
  if (isAllValue(city) || (query.page !== undefined && query.page !== '1')) return null;
  return { ...rest, suburb: city };
}

/**
 * The first page of a search, with the suburb fallback. The answer's `next_page_url` belongs
 * to whichever search found the listings, so Load more continues that one.
 */
export async function fetchFirstResultsPage(
  query: SearchModelsQuery,
  signal?: AbortSignal,
): Promise<SearchModelsResponse> {
  const first = await fetchSearchModels(buildSearchModelsUrl(query), signal);
  const fallback = buildSuburbFallbackQuery(query);
  if (first.data.length > 0 || !fallback) return first;
  return fetchSearchModels(buildSearchModelsUrl(fallback), signal);
}

/** A refused search (400: bad filters) will be refused again; other failures get one retry. */
export function shouldRetrySearch(failureCount: number, error: Error): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The listings of all loaded pages in order, each model once (pages may overlap as listings change). */
export function flattenSearchPages(
  pages: readonly SearchModelsResponse[] | undefined,
): SearchModelItem[] {
  const seen = new Set<number>();
  const items: SearchModelItem[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.model.id)) continue;
      seen.add(item.model.id);
      items.push(item);
    }
  }
  return items;
}

/**
 * The listings of one search, page by page, as the results list and the server's first screen
 * (app/server-rendered-routes.ts) both ask for them: the first page (with the suburb fallback),
 * then each answer's `next_page_url`. The key is the search's (buildSearchKey), so the list
 * the server drew is the one the page finds in its cache.
 * The cache keeps a search only while a page shows it (gcTime 0): a page opened later reads
 * session storage, which the header's Home and logo clear, rather than an older copy.
 */
export function searchResultsQueryOptions(query: SearchModelsQuery) {
  const firstPageUrl = buildSearchModelsUrl(query);
  return infiniteQueryOptions({
    queryKey: ['search-results', buildSearchKey(query)] as const,
    queryFn: ({ pageParam, signal }) =>
      pageParam === firstPageUrl
        ? fetchFirstResultsPage(query, signal)
        : fetchSearchModels(pageParam, signal),
    initialPageParam: firstPageUrl,
    getNextPageParam: (lastPage: SearchModelsResponse) => lastPage.next_page_url ?? undefined,
    // A list on screen stays as it is until the visitor asks for another (no background refetch).
    staleTime: Infinity,
    gcTime: 0,
    retry: shouldRetrySearch,
  });
}
