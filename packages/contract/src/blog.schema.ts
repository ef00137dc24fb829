import { z } from 'zod';

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

export const BlogEntrySchema = BlogSummarySchema.extend({
  /** Sanitised when stored; safe to render as HTML. */
  body_html: z.string(),
});
export type BlogEntry = z.infer<typeof BlogEntrySchema>;

export const GetBlogEntryResponseSchema = z.object({ data: BlogEntrySchema });
export type GetBlogEntryResponse = z.infer<typeof GetBlogEntryResponseSchema>;
