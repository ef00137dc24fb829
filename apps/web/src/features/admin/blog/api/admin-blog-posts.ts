import {
  ADMIN_BLOG_POSTS_PATH,
  BLOG_COVER_FIELD,
  buildAdminBlogCoverPath,
  buildAdminBlogPostPath,
  buildAdminBlogPublishPath,
  buildAdminBlogUnpublishPath,
  type AdminBlogPost,
  type AdminBlogPostPage,
  type AdminBlogPostResponse,
  type BlogPostInput,
  type BlogPostStatus,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { blogListQueryOptions } from '../../../../lib/blog-list';
import { adminPageQuery } from '../../lib/admin-query';

export interface BlogPostListFilters {
  readonly q: string;
  readonly status: BlogPostStatus | '';
  readonly page: number;
}

export const adminBlogKeys = {
  all: ['admin', 'blog-posts'] as const,
  list: (filters: BlogPostListFilters) => ['admin', 'blog-posts', 'list', filters] as const,
  post: (id: number) => ['admin', 'blog-posts', 'post', id] as const,
};

/** GET /api/admin/blog-posts: one page of posts in any status, filtered on the server. */
export function useAdminBlogPosts(filters: BlogPostListFilters) {
  return useQuery(
    adminPageQuery<AdminBlogPostPage>(adminBlogKeys.list(filters), ADMIN_BLOG_POSTS_PATH, {
      q: filters.q,
      status: filters.status,
      page: filters.page > 1 ? filters.page : undefined,
    }),
  );
}

/** GET /api/admin/blog-posts/:id; off while `id` is null (a new post). */
export function useAdminBlogPost(id: number | null) {
  return useQuery({
    queryKey: adminBlogKeys.post(id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiRequest<AdminBlogPostResponse>(buildAdminBlogPostPath(id ?? 0), { signal })).data,
    enabled: id !== null,
    // The editor starts from the stored post; a refetch must not overwrite the admin's typing.
    staleTime: Infinity,
  });
}

/**
 * The post as stored now goes into the cache; the console's list, the public blog list (the
 * header's, if this tab shows it) and the public entry are read again, so they show the
 * change at once.
 */
function useStorePost() {
  const queryClient = useQueryClient();
  return (post: AdminBlogPost) => {
    queryClient.setQueryData(adminBlogKeys.post(post.id), post);
    void queryClient.invalidateQueries({ queryKey: [...adminBlogKeys.all, 'list'] });
    void queryClient.invalidateQueries({ queryKey: blogListQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['blog-entry', post.id] });
  };
}

/** POST (new) or PUT (existing) the editor's fields. */
export function useSaveBlogPost() {
  const store = useStorePost();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: BlogPostInput }) =>
      apiRequest<AdminBlogPostResponse>(
        id === null ? ADMIN_BLOG_POSTS_PATH : buildAdminBlogPostPath(id),
        { method: id === null ? 'POST' : 'PUT', body: fields },
      ),
    onSuccess: (answer) => store(answer.data),
  });
}

export type BlogPostAction = 'publish' | 'unpublish' | 'removeCover';

const ACTION_REQUESTS: Record<
  BlogPostAction,
  (id: number) => { path: string; method: 'POST' | 'DELETE' }
> = {
  publish: (id) => ({ path: buildAdminBlogPublishPath(id), method: 'POST' }),
  unpublish: (id) => ({ path: buildAdminBlogUnpublishPath(id), method: 'POST' }),
  removeCover: (id) => ({ path: buildAdminBlogCoverPath(id), method: 'DELETE' }),
};

/** Publish, unpublish or remove the cover: each answers the post as stored now. */
export function useBlogPostAction() {
  const store = useStorePost();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: BlogPostAction }) => {
      const { path, method } = ACTION_REQUESTS[action](id);
      return apiRequest<AdminBlogPostResponse>(path, { method });
    },
    onSuccess: (answer) => store(answer.data),
  });
}

/** POST the cover image (multipart, one file). */
export function useUploadBlogCover() {
  const store = useStorePost();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append(BLOG_COVER_FIELD, file);
      return apiRequest<AdminBlogPostResponse>(buildAdminBlogCoverPath(id), {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: (answer) => store(answer.data),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(buildAdminBlogPostPath(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminBlogKeys.post(id) });
      void queryClient.invalidateQueries({ queryKey: [...adminBlogKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: blogListQueryOptions.queryKey });
    },
  });
}
