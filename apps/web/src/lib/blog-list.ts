import { GET_BLOGS_PATH, type BlogSummary, type GetBlogsResponse } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from './http';

/** Posts change a few times a week; a visit's worth of freshness is plenty. */
const BLOG_LIST_STALE_MS = 5 * 60_000;

/**
 * GET /api/get-blogs: published posts, newest first. docs/product/api.md has the header call it
 * once on load; the header primes this query and /blog reads the same key, so the blog list
 * opens without waiting for a second request. A failure is only logged (the query cache).
 */
export const blogListQueryOptions = queryOptions({
  queryKey: ['blogs'] as const,
  queryFn: async ({ signal }): Promise<BlogSummary[]> =>
    (await fetchJson<GetBlogsResponse>(GET_BLOGS_PATH, { signal })).data,
  staleTime: BLOG_LIST_STALE_MS,
});
