import { buildBlogEntryApiPath, type BlogEntry, type GetBlogEntryResponse } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { blogListQueryOptions } from '../../../lib/blog-list';
import { HttpError, fetchJson } from '../../../lib/http';

/** GET /api/get-blogs, usually already in the cache: the header primes it on load. */
export function useBlogList() {
  return useQuery(blogListQueryOptions);
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/** GET /api/blogs/:id: one published entry; an HttpError 404 when there is none. */
export function useBlogEntry(id: number | null) {
  return useQuery({
    queryKey: ['blog-entry', id] as const,
    queryFn: async ({ signal }): Promise<BlogEntry> =>
      (await fetchJson<GetBlogEntryResponse>(buildBlogEntryApiPath(id ?? 0), { signal })).data,
    enabled: id !== null,
    retry: (failureCount, error) => !isNotFoundError(error) && failureCount < 1,
  });
}

/** The :id of /blog/:name/:id, or null when it cannot be a post's id. */
export function parseBlogId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
