import {
  buildSearchModelsUrl,
  type SearchModelItem,
  type SearchModelsQuery,
  type SearchModelsResponse,
} from '@app/contract';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  fetchFirstResultsPage,
  fetchSearchModels,
  flattenSearchPages,
  shouldRetrySearch,
} from '../api/search-models';
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
 * The cache keeps a search only while a page shows it (gcTime 0): a page opened later reads
 * session storage, which the header's Home and logo clear, rather than an older copy.
 */
export function useResultsSearch(query: SearchModelsQuery): ResultsSearch {
  const searchKey = buildSearchKey(query);
  // The query object is rebuilt on every render; the key stands for its content.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableQuery = useMemo(() => query, [searchKey]);
  const firstPageUrl = buildSearchModelsUrl(stableQuery);
  const saved = useMemo(() => readSavedResults(searchKey), [searchKey]);

  const result = useInfiniteQuery({
    queryKey: ['search-results', searchKey] as const,
    queryFn: ({ pageParam, signal }) =>
      pageParam === firstPageUrl
        ? fetchFirstResultsPage(stableQuery, signal)
        : fetchSearchModels(pageParam, signal),
    initialPageParam: firstPageUrl,
    getNextPageParam: (lastPage) => lastPage.next_page_url ?? undefined,
    ...(saved ? { initialData: toInitialData(saved, firstPageUrl) } : {}),
    // A list on screen stays as it is until the visitor asks for another (no background refetch).
    staleTime: Infinity,
    gcTime: 0,
    retry: shouldRetrySearch,
  });

  const { data } = result;
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
    isLoadingMore: result.isFetchingNextPage,
    loadMore: () => {
      if (!result.isFetchingNextPage) void result.fetchNextPage();
    },
  };
}

/** A saved list shown as one page whose next link is the saved one. */
function toInitialData(
  saved: SavedResults,
  firstPageUrl: string,
): InfiniteData<SearchModelsResponse, string> {
  return {
    pages: [
      {
        data: saved.items,
        current_page: 1,
        per_page: saved.items.length,
        total: saved.total,
        last_page: saved.nextLink ? 2 : 1,
        next_page_url: saved.nextLink,
        prev_page_url: null,
      },
    ],
    pageParams: [firstPageUrl],
  };
}
