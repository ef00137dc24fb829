/**
 * Session storage keys of the search results (docs/product/search-and-ranking.md): the listings
 * shown so far and the link to the next page, as the product names them; the search they belong
 * to and its whole count are ours (docs/decisions/004-saved-search-results.md). The privacy
 * policy lists every one of them.
 */
export const SAVED_RESULTS_KEY = 'modelData';
export const SAVED_NEXT_LINK_KEY = 'nextLink';
/** Names the search the saved list belongs to, so it is reused only by the same search. */
export const SAVED_SEARCH_KEY = 'modelDataSearch';
/** How many listings the search found in all, for the count above the list. */
export const SAVED_TOTAL_KEY = 'modelDataTotal';

export const SAVED_RESULTS_STORAGE_KEYS = [
  SAVED_RESULTS_KEY,
  SAVED_NEXT_LINK_KEY,
  SAVED_SEARCH_KEY,
  SAVED_TOTAL_KEY,
] as const;
