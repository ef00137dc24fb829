/**
 * The admin console's blog section (docs/product/admin-console.md): posts in any status, the editor's
 * fields and their rules, the allow-list of the body's markup, paths and messages. Published
 * posts are read by the public side through `blog.ts` (GET /api/get-blogs, /api/blogs/:id).
 */
import { z } from 'zod';
import {
  AdminPageQuerySchema,
  AdminSearchTextSchema,
  adminPageSchema,
  adminRowResponseSchema,
} from './admin.js';
import { PHOTO_MAX_PIXELS, RICH_TEXT_BASE_TAGS } from './listing.js';
import { toSlug } from './slug.js';
import { memberPath } from './paths.js';
import { boundedText } from './fields.schema.js';

export const ADMIN_BLOG_POSTS_PATH = '/api/admin/blog-posts';
/** Route patterns of one post (the server registers these; the web app uses the builders). */
export const ADMIN_BLOG_POST_ROUTES = {
  post: `${ADMIN_BLOG_POSTS_PATH}/:id`,
  publish: `${ADMIN_BLOG_POSTS_PATH}/:id/publish`,
  unpublish: `${ADMIN_BLOG_POSTS_PATH}/:id/unpublish`,
  cover: `${ADMIN_BLOG_POSTS_PATH}/:id/cover`,
} as const;

export const buildAdminBlogPostPath = memberPath(ADMIN_BLOG_POSTS_PATH);
export const buildAdminBlogPublishPath = memberPath(ADMIN_BLOG_POSTS_PATH, 'publish');
export const buildAdminBlogUnpublishPath = memberPath(ADMIN_BLOG_POSTS_PATH, 'unpublish');
export const buildAdminBlogCoverPath = memberPath(ADMIN_BLOG_POSTS_PATH, 'cover');

/** The `blogs.status` column's values: a draft is never public; published shows at once. */
export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: 'Draft',
  published: 'Published',
};

export const BLOG_TITLE_MAX_LENGTH = 160;
export const BLOG_SLUG_MAX_LENGTH = 100;
export const BLOG_EXCERPT_MAX_LENGTH = 400;
/** Stored HTML; a long article with markup is well under this. */
export const BLOG_BODY_MAX_LENGTH = 100_000;

/** The cover's multipart field, size limit and stored widths (the listing photos' pipeline). */
export const BLOG_COVER_FIELD = 'cover';
export const BLOG_COVER_MAX_BYTES = 10 * 1024 * 1024;
export const BLOG_COVER_WIDTHS = [640, 1280] as const;
/** Narrower than this and the cover would be blown up on the blog cards (800 × 450). */
export const BLOG_COVER_MIN_SIDE = 320;
export const BLOG_COVER_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * What a post's body may hold: the listing description's tags plus level-2 headings and
 * links (`href` only, http, https or mailto). The server's sanitiser keeps exactly these and
 * the console's editor offers exactly these, so nothing formatted is lost on save.
 */
export const BLOG_ALLOWED_TAGS = [...RICH_TEXT_BASE_TAGS, 'h2', 'h3', 'blockquote', 'a'] as const;
export const BLOG_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** A slug: lower-case letters and digits in words joined by single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * 'Sydney’s Best Bars & Cafés!' → 'sydneys-best-bars-cafes': the site's slug rule (lower
 * case, spaces as hyphens) after accents are dropped and anything but letters, digits and
 * spaces is removed, cut to BLOG_SLUG_MAX_LENGTH at a word's end where it can be.
 */
export function toBlogSlug(title: string): string {
  const plain = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^A-Za-z0-9\s-]+/g, ' ');
  const slug = toSlug(plain).replace(/-+/g, '-').replace(/^-|-$/g, '');
  if (slug.length <= BLOG_SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, BLOG_SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-$/, '');
}

export const ADMIN_BLOG_MESSAGES = {
  titleRequired: 'Please give the post a title.',
  titleTooLong: `The title is at most ${BLOG_TITLE_MAX_LENGTH} characters.`,
  slugInvalid:
    'The slug is lower-case letters and digits joined by single hyphens (my-first-post).',
  slugTooLong: `The slug is at most ${BLOG_SLUG_MAX_LENGTH} characters.`,
  slugTaken: 'Another post already uses this slug. Please choose another.',
  slugFromTitleEmpty:
    'A slug cannot be made from this title. Please write one (letters, digits and hyphens).',
  excerptTooLong: `The excerpt is at most ${BLOG_EXCERPT_MAX_LENGTH} characters.`,
  bodyTooLong: `The body is at most ${BLOG_BODY_MAX_LENGTH.toLocaleString('en-AU')} characters of HTML.`,
  bodyRequiredToPublish: 'Please write the body before publishing.',
  excerptRequiredToPublish: 'Please write an excerpt before publishing: the blog list shows it.',
  statusInvalid: 'The status is draft or published.',
  postNotFound: 'This blog post does not exist.',
  created: 'Draft created.',
  saved: 'Draft saved.',
  savedPublished: 'Saved. The published post shows the changes now.',
  published: 'Published. The post is on the blog now.',
  unpublished: 'Unpublished. The post is hidden from the blog.',
  deleted: 'The post was deleted.',
  coverRequired: 'Please choose an image.',
  coverNotImage: 'This file is not an image we can read. Please use JPEG, PNG, WebP or AVIF.',
  coverTooLarge: `The cover image must be at most ${BLOG_COVER_MAX_BYTES / 1024 / 1024} MB.`,
  coverTooSmall: `The cover image must be at least ${BLOG_COVER_MIN_SIDE} pixels wide and high.`,
  coverTooManyPixels: `This image has too many pixels. Please use one under ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
  coverUploadIncomplete: 'The upload did not arrive whole. Please try again.',
  coverSaved: 'Cover image saved. Location and camera data were removed from it.',
  coverRemoved: 'Cover image removed.',
} as const;
const M = ADMIN_BLOG_MESSAGES;

/** `GET /api/admin/blog-posts?q=&status=&page=&per_page=` (q searches title and slug). */
export const AdminBlogPostQuerySchema = AdminPageQuerySchema.extend({
  q: AdminSearchTextSchema,
  status: z.enum(BLOG_POST_STATUSES, { error: M.statusInvalid }).optional(),
});
export type AdminBlogPostQuery = z.infer<typeof AdminBlogPostQuerySchema>;

/**
 * The editor's fields (create and save). An empty slug is made from the title on the server
 * (toBlogSlug); the body is sanitised to BLOG_ALLOWED_TAGS before it is stored.
 */
export const BlogPostInputSchema = z.object({
  title: boundedText(BLOG_TITLE_MAX_LENGTH, M.titleRequired, M.titleTooLong),
  slug: z
    .string()
    .trim()
    .max(BLOG_SLUG_MAX_LENGTH, M.slugTooLong)
    .refine((slug) => slug === '' || BLOG_SLUG_PATTERN.test(slug), M.slugInvalid)
    .default(''),
  excerpt: z.string().trim().max(BLOG_EXCERPT_MAX_LENGTH, M.excerptTooLong).default(''),
  body_html: z.string().max(BLOG_BODY_MAX_LENGTH, M.bodyTooLong).default(''),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;

/** A row of the posts table. */
export const AdminBlogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  cover_image: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** First publication; kept when a post is unpublished and published again. */
  published_at: z.string().nullable(),
});
export type AdminBlogPostSummary = z.infer<typeof AdminBlogPostSummarySchema>;

/** A post in any status with everything the editor shows. */
export const AdminBlogPostSchema = AdminBlogPostSummarySchema.extend({
  excerpt: z.string(),
  /** Sanitised when stored. */
  body_html: z.string(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>;

export const AdminBlogPostPageSchema = adminPageSchema(AdminBlogPostSummarySchema);
export type AdminBlogPostPage = z.infer<typeof AdminBlogPostPageSchema>;

/** Every change answers the post as stored now, and what to tell the admin. */
export const AdminBlogPostResponseSchema = adminRowResponseSchema(AdminBlogPostSchema);
export type AdminBlogPostResponse = z.infer<typeof AdminBlogPostResponseSchema>;
