import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, MESSAGES } from '@app/contract';
import { buildErrorBody } from '../../platform/http/error-body.js';
import {
  IMAGE_CACHE_CONTROL,
  imageContentType,
  isPrivateImageName,
  type ImageStorage,
} from '../../platform/storage/image-storage.js';

/**
 * Streams a stored image from whichever store is set up (DATA_DIR or a bucket). A store that
 * cannot be reached answers 503 with Retry-After (its AppError), never a 500.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/images/:name',
    {
      schema: {
        tags: ['images'],
        operationId: 'getImage',
        summary: 'A stored image file by name',
        params: z.object({ name: z.string().max(200) }),
        // The bytes are streamed as they are stored; 200 declares no shape to check.
        response: { 200: z.unknown().describe('The image file'), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // A private image (a verification photo) is not public: as if there were none.
      const file = isPrivateImageName(name) ? undefined : await storage.open(name);
      if (!file) return reply.status(404).send(buildErrorBody(404, MESSAGES.notFound));
      // A store that fails half way through can only cut the answer short; log it, once.
      file.stream.once('error', (error) =>
        request.log.warn({ err: error, name: request.params.name }, 'image stream failed'),
      );
      return reply
        .header('Cache-Control', IMAGE_CACHE_CONTROL)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .type(imageContentType(request.params.name))
        .send(file.stream);
    },
  );
};
