import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_BLOG_MESSAGES as M,
  ADMIN_BLOG_POSTS_PATH,
  ADMIN_BLOG_POST_ROUTES as R,
  AdminBlogPostPageSchema,
  AdminBlogPostQuerySchema,
  AdminBlogPostResponseSchema,
  BLOG_COVER_FIELD,
  BLOG_COVER_MAX_BYTES,
  BlogPostInputSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
} from '@app/contract';
import { BLOG_TAG, EVERY_PLACE_TAG, announceChange } from '../../platform/cache/answer-cache.js';
import { oneFileFormLimits, readOneFilePart } from '../../platform/storage/multipart-file.js';
import { errorResponses } from '../../platform/http/error-body.js';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import { clientGoneSignal } from '../../platform/http/client-gone.js';
import { authUserOf } from '../../platform/auth/authenticate.js';
import { withImageUpload } from '../../platform/storage/upload-budget.js';
import { adminItemSchema, type AdminRouteDeps } from '../admin/index.js';
import {
  createPost,
  deletePost,
  listAdminPosts,
  publishPost,
  readAdminPost,
  removeCover,
  savePost,
  setCover,
  unpublishPost,
} from './blog-admin.service.js';

const errors = errorResponses(400, 401, 403, 404, 422);

const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';

/** The cover's multipart part: one file, nothing else, at most BLOG_COVER_MAX_BYTES. */
const COVER_FORM_LIMITS = oneFileFormLimits(BLOG_COVER_MAX_BYTES);

/**
 * The console's blog (docs/product/admin-console.md): posts in any status, the editor's saves, publishing
 * and the cover. Under /api/admin, guarded by the admin role in app.ts; every change is in
 * the audit log. Published posts are read by the public routes (blog.routes.ts) straight
 * from the table; the drawn pages that show them are kept, and every change announces the
 * blog's tag so every server drops them (decision 046): a publish shows on /blog, the entry
 * page and the sitemap at once.
 */
export const blogAdminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (
  app,
  { db, storage },
) => {
  // Registered here, so multipart bodies are parsed on the cover route of this plugin only.
  await app.register(multipart, { limits: COVER_FORM_LIMITS });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isReadMethod(request.method) && reply.statusCode < 400) {
      // The blog's pages, and the pages of no one place, whose header shows the blog's list
      // (decision 046). A missed notice leaves them stale until they expire (SEARCH_CACHE_SECONDS).
      await announceChange(db, [BLOG_TAG, EVERY_PLACE_TAG]).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not announce a blog change');
      });
    }
    return payload;
  });

  app.get(
    ADMIN_BLOG_POSTS_PATH,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListBlogPosts',
        summary: 'Blog posts in any status, last changed first; q searches title and slug',
        querystring: AdminBlogPostQuerySchema,
        response: { 200: AdminBlogPostPageSchema, ...errors },
      },
    },
    async (request) => listAdminPosts(db, request.query),
  );

  app.post(
    ADMIN_BLOG_POSTS_PATH,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateBlogPost',
        summary:
          'Creates a draft post (an empty slug is made from the title; the body is sanitised)',
        body: BlogPostInputSchema,
        response: { 201: AdminBlogPostResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const post = await createPost(db, request, request.body);
      return reply.status(201).send({ data: post, message: M.created });
    },
  );

  app.get(
    R.post,
    {
      schema: adminItemSchema(
        'adminGetBlogPost',
        'One blog post in any status, with its excerpt and body',
        AdminBlogPostResponseSchema,
        errors,
      ),
    },
    async (request) => ({ data: await readAdminPost(db, request.params.id) }),
  );

  app.put(
    R.post,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminSaveBlogPost',
        summary: "Saves a post's title, slug, excerpt and body (a published post changes at once)",
        params: IdParamsSchema,
        body: BlogPostInputSchema,
        response: { 200: AdminBlogPostResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const post = await savePost(db, request, request.params.id, request.body);
      return { data: post, message: post.status === 'published' ? M.savedPublished : M.saved };
    },
  );

  app.post(
    R.publish,
    {
      schema: adminItemSchema(
        'adminPublishBlogPost',
        'Publishes a post at once (the first publication sets published_at); needs a body and an excerpt',
        AdminBlogPostResponseSchema,
        errors,
      ),
    },
    async (request) => ({
      data: await publishPost(db, request, request.params.id),
      message: M.published,
    }),
  );

  app.post(
    R.unpublish,
    {
      schema: adminItemSchema(
        'adminUnpublishBlogPost',
        'Unpublishes a post: hidden from the blog, its page and the sitemap at once',
        AdminBlogPostResponseSchema,
        errors,
      ),
    },
    async (request) => ({
      data: await unpublishPost(db, request, request.params.id),
      message: M.unpublished,
    }),
  );

  app.delete(
    R.post,
    {
      schema: adminItemSchema(
        'adminDeleteBlogPost',
        'Deletes a post and its uploaded cover files',
        MessageResponseSchema,
        errors,
      ),
    },
    async (request) => {
      await deletePost(db, storage, request, request.params.id);
      return { message: M.deleted };
    },
  );

  app.post(
    R.cover,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminSetBlogCover',
        summary: `Sets the cover image (multipart field \`${BLOG_COVER_FIELD}\`, at most ${BLOG_COVER_MAX_BYTES / 1024 / 1024} MB; JPEG, PNG, WebP or AVIF, re-encoded to WebP widths without any metadata)`,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: AdminBlogPostResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Before the body is read: a missing post or a spent hourly image budget costs no upload.
      await readAdminPost(db, request.params.id);
      const checks = { signal: clientGoneSignal(reply) };
      const post = await withImageUpload(db, authUserOf(request).id, checks, async (upload) => {
        const file = await readOneFilePart(request, BLOG_COVER_FIELD, {
          required: M.coverRequired,
          tooLarge: M.coverTooLarge,
          incomplete: M.coverUploadIncomplete,
        });
        return setCover(db, storage, request, request.params.id, file, upload);
      });
      return { data: post, message: M.coverSaved };
    },
  );

  app.delete(
    R.cover,
    {
      schema: adminItemSchema(
        'adminRemoveBlogCover',
        'Removes the cover image (and its uploaded files)',
        AdminBlogPostResponseSchema,
        errors,
      ),
    },
    async (request) => ({
      data: await removeCover(db, storage, request, request.params.id),
      message: M.coverRemoved,
    }),
  );
};
