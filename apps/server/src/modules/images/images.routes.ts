import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@app/contract';
import { buildErrorBody } from '../../platform/errors.js';
import type { ImageStorage } from '../../platform/image-storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Image names are content hashes, so a file never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const imageRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/images/:name',
    {
      schema: {
        tags: ['images'],
        summary: 'A stored image file by name',
        params: z.object({ name: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const file = await storage.open(request.params.name);
      if (!file) return reply.status(404).send(buildErrorBody(404, MESSAGES.notFound));
      const type =
        CONTENT_TYPES[path.extname(request.params.name).toLowerCase()] ??
        'application/octet-stream';
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .type(type)
        .send(file.stream);
    },
  );
};
