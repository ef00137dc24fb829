import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BLOG_ENTRY_API_ROUTE,
  ErrorResponseSchema,
  GET_BLOGS_PATH,
  GetBlogEntryResponseSchema,
  GetBlogsResponseSchema,
  MESSAGES,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import { findPublishedPost, listPublishedPosts } from './blog.service.js';

export const blogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    GET_BLOGS_PATH,
    {
      schema: {
        tags: ['blog'],
        operationId: 'listBlogPosts',
        summary: 'Published blog posts, newest first',
        response: { 200: GetBlogsResponseSchema },
      },
    },
    async () => ({ data: await listPublishedPosts(db) }),
  );

  app.get(
    BLOG_ENTRY_API_ROUTE,
    {
      schema: {
        tags: ['blog'],
        operationId: 'getBlogPost',
        summary: 'One published blog post with its body',
        params: IdParamsSchema,
        response: {
          200: GetBlogEntryResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const post = await findPublishedPost(db, request.params.id);
      if (!post) throw new AppError('not_found', MESSAGES.notFound);
      return { data: post };
    },
  );
};
