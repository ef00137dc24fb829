import { z } from 'zod';

export const GET_BLOGS_PATH = '/api/get-blogs';

export const BlogSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image: z.string().nullable(),
  published_at: z.string(),
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

export const GetBlogsResponseSchema = z.object({ data: z.array(BlogSummarySchema) });
export type GetBlogsResponse = z.infer<typeof GetBlogsResponseSchema>;

/** The blog entry route of SPEC.md section 2: /blog/:name/:id. */
export function buildBlogPath(post: Pick<BlogSummary, 'slug' | 'id'>): string {
  return `/blog/${post.slug}/${post.id}`;
}
