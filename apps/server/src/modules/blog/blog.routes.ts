import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GET_BLOGS_PATH, GetBlogsResponseSchema } from '@app/contract';
import type { Database } from '../../db/client.js';
import { listPublishedPosts } from './blog.service.js';

export const blogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    GET_BLOGS_PATH,
    {
      schema: {
        tags: ['blog'],
        summary: 'Published blog posts, newest first',
        response: { 200: GetBlogsResponseSchema },
      },
    },
    async () => ({ data: await listPublishedPosts(db) }),
  );
};
