import { buildBlogEntryApiPath, type BlogEntry, type GetBlogEntryResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogListQueryOptions } from '../../../lib/blog-list';
import { HttpError, fetchJson } from '../../../lib/http';

/** GET /api/get-blogs, usually already in the cache: the header primes it on load. */
export function useBlogList() {
  return useQuery(blogListQueryOptions);
}

function isNotFoundError(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/**
 * GET /api/blogs/:id: one published entry, or null when there is none. A missing post is an
 * answer, not a failure: it is kept like any answer, so a server-rendered 404 page carries it
 * in its HTML and the browser shows the same page without asking again.
 */
export function blogEntryQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['blog-entry', id] as const,
    queryFn: async ({ signal }): Promise<BlogEntry | null> => {
      try {
        return (await fetchJson<GetBlogEntryResponse>(buildBlogEntryApiPath(id), { signal })).data;
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });
}

export function useBlogEntry(id: number | null) {
  return useQuery({ ...blogEntryQueryOptions(id ?? 0), enabled: id !== null });
}

/** The :id of /blog/:name/:id, or null when it cannot be a post's id. */
export function parseBlogId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
