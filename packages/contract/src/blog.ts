export const GET_BLOGS_PATH = '/api/get-blogs';

/** The blog entry route of docs/product/routes-and-screens.md: /blog/:name/:id. */
export function buildBlogPath(post: { slug: string; id: number }): string {
  return `/blog/${post.slug}/${post.id}`;
}

/** One published entry: GET /api/blogs/:id (404 unless published). */
export const BLOG_ENTRY_API_ROUTE = '/api/blogs/:id';
export function buildBlogEntryApiPath(id: number): string {
  return `/api/blogs/${id}`;
}
