import {
  SEARCH_MODELS_PATH,
  buildSearchQueryString,
  type SearchModelItem,
  type SearchModelsQuery,
  type SearchModelsResponse,
} from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchJson, toSameOriginPath } from '../../../lib/http';

/** GET /api/search-models with the filters as query parameters ('' and 'all' left out). */
export function buildSearchModelsUrl(query: SearchModelsQuery): string {
  return `${SEARCH_MODELS_PATH}${buildSearchQueryString(query)}`;
}

/** One page of results; `url` is the first page's URL or a `next_page_url` made same-origin. */
export function fetchSearchModels(
  url: string,
  signal?: AbortSignal,
): Promise<SearchModelsResponse> {
  return fetchJson<SearchModelsResponse>(url, { signal });
}

/**
 * Pages of results for one set of filters. Each page is fetched by URL: the first from the
 * filters, the next from the previous answer's `next_page_url` (SPEC.md section 9: only that
 * link is kept), asked of the current origin.
 */
export function searchModelsQueryOptions(query: SearchModelsQuery) {
  return infiniteQueryOptions({
    queryKey: ['search-models', query] as const,
    queryFn: ({ pageParam, signal }) => fetchSearchModels(pageParam, signal),
    initialPageParam: buildSearchModelsUrl(query),
    getNextPageParam: (lastPage) =>
      lastPage.next_page_url ? toSameOriginPath(lastPage.next_page_url) : undefined,
  });
}

export function useSearchModels(query: SearchModelsQuery) {
  return useInfiniteQuery(searchModelsQueryOptions(query));
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
