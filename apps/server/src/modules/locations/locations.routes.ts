import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  LOCATIONS_AUTOCOMPLETE_PATH,
  LocationAutocompleteQuerySchema,
  LocationAutocompleteResponseSchema,
} from '@app/contract';
import type { LocalityIndex } from './locality-index.js';
import { searchLocalities } from './locality-search.js';

export const locationRoutes: FastifyPluginAsyncZod<{ localities: LocalityIndex }> = async (
  app,
  { localities },
) => {
  app.get(
    LOCATIONS_AUTOCOMPLETE_PATH,
    {
      schema: {
        tags: ['locations'],
        summary: 'Australian localities matching what a visitor typed, best first',
        querystring: LocationAutocompleteQuerySchema,
        response: { 200: LocationAutocompleteResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // The same answer for everyone: let browsers and proxies keep it for a day.
      reply.header('Cache-Control', 'public, max-age=86400');
      return { data: searchLocalities(localities, request.query.q, request.query.limit) };
    },
  );
};
