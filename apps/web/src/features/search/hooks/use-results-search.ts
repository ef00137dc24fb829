import {
  parseResultsPage,
  resultsPageOf,
  type SearchModelItem,
  type SearchModelsQuery,
  type SearchModelsResponse,
} from '@app/contract';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { flattenSearchPages, searchResultsQueryOptions } from '../api/search-models';
import {
  buildSearchKey,
  readSavedResults,
  saveResults,
  type SavedResults,
} from '../lib/saved-results';

export interface ResultsSearch {
  /** The key of the search shown (see buildSearchKey); changes when the visitor searches anew. */
  readonly searchKey: string;
  readonly items: SearchModelItem[];
  /** How many listings the whole search found; 0 until the first page is there. */
  readonly total: number;
  /** True until the first page (or the saved list) is there. */
  readonly isPending: boolean;
  /** Why the first page failed (a 400 carries the API's message); null otherwise. */
  readonly error: Error | null;
  readonly hasMore: boolean;
  /** The page the list starts at: 1, or the `page` its address names. */
  readonly firstPage: number;
  /** The API page Load more brings next; null when the list is complete. */
  readonly nextPage: number | null;
  readonly isLoadingMore: boolean;
  loadMore(): void;
}

/**
 * The listings of one search, page by page (docs/product/search-and-ranking.md, api.md and limits-and-messages.md):
 * - on first load, the list and next-page link saved in session storage by this same search
 *   are shown as they are, without a request; otherwise the first page is fetched,
 * - a search with a city that finds nothing is made again with `suburb`,
 * - Load more follows the last answer's `next_page_url`,
 * - whatever is shown is saved back with the search's count, so Back from a profile finds the
 *   grown list again.
 * A page drawn on the server comes with its first page in the cache (decision 045): it is
 * hydrated as drawn, and the saved list of the same search, if any, replaces it right after.
 */
export function useResultsSearch(query: SearchModelsQuery): ResultsSearch {
  const searchKey = buildSearchKey(query);
  // The query object is rebuilt on every render; the key stands for its content.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const options = useMemo(() => searchResultsQueryOptions(query), [searchKey]);
  const firstPageUrl = options.initialPageParam;
  // Session storage is read while rendering so a page drawn here starts from the saved list
  // without a request; during hydration the server's list is in the cache, and wins.
  const saved = useMemo(() => readSavedResults(searchKey), [searchKey]);

  const result = useInfiniteQuery({
    ...options,
    ...(saved ? { initialData: toInitialData(saved, firstPageUrl) } : {}),
  });

  const { data } = result;
  useSavedListAfterHydration(saved, data, options.queryKey, firstPageUrl);
  const items = useMemo(() => flattenSearchPages(data?.pages), [data]);
  const lastPage = data?.pages.at(-1);
  const nextLink = lastPage?.next_page_url ?? null;
  const total = lastPage?.total ?? 0;

  useEffect(() => {
    if (data) saveResults(searchKey, { items, nextLink, total });
  }, [data, items, nextLink, total, searchKey]);

  return {
    searchKey,
    items,
    total,
    isPending: result.isPending,
    error: result.isError && !data ? result.error : null,
    hasMore: Boolean(result.hasNextPage),
    firstPage: parseResultsPage(query.page),
    nextPage: nextLink && lastPage ? lastPage.current_page + 1 : null,
    isLoadingMore: result.isFetchingNextPage,
    loadMore: () => {
      if (!result.isFetchingNextPage) void result.fetchNextPage();
    },
  };
}

/**
 * The saved-results rule on a page the server drew: hydration shows the server's first page
 * (what the HTML holds), then, once, the list this search saved in the tab (a reload after
 * Load more) takes its place, without a request. On a page drawn here the saved list is the
 * initial data already, and nothing changes.
 */
function useSavedListAfterHydration(
  saved: SavedResults | null,
  data: InfiniteData<SearchModelsResponse, unknown> | undefined,
  queryKey: readonly unknown[],
  firstPageUrl: string,
): void {
  const queryClient = useQueryClient();
  const checkedKey = useRef<string | null>(null);
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!data || checkedKey.current === key) return;
    checkedKey.current = key;
    if (saved && data.pages[0]?.data !== saved.items) {
      queryClient.setQueryData(queryKey, toInitialData(saved, firstPageUrl));
    }
  }, [data, firstPageUrl, key, queryClient, queryKey, saved]);
}

/** A saved list shown as one page whose next link is the saved one. */
function toInitialData(
  saved: SavedResults,
  firstPageUrl: string,
): InfiniteData<SearchModelsResponse, string> {
  // The saved link names the page after the list: the list's own pages end just before it.
  const nextPage = saved.nextLink ? resultsPageOf(saved.nextLink) : null;
  return {
    pages: [
      {
        data: saved.items,
        current_page: nextPage ? Math.max(1, nextPage - 1) : 1,
        per_page: saved.items.length,
        total: saved.total,
        last_page: nextPage ?? 1,
        next_page_url: saved.nextLink,
        prev_page_url: null,
      },
    ],
    pageParams: [firstPageUrl],
  };
}
