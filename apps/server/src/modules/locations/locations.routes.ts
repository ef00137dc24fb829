import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  LOCATIONS_AUTOCOMPLETE_PATH,
  LocationAutocompleteQuerySchema,
  LocationAutocompleteResponseSchema,
  POPULAR_LOCATION_COUNTS_PATH,
  PopularLocationCountsResponseSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import type { LocalityIndex } from './locality-index.js';
import { searchLocalities } from './locality-search.js';
import { cacheFor } from '../../platform/cache/cache-for.js';
import { countPopularLocations } from './popular-counts.service.js';

/** How long the popular-location counts are reused before the database is asked again. */
export const POPULAR_COUNTS_TTL_MS = 60_000;

export const locationRoutes: FastifyPluginAsyncZod<{
  localities: LocalityIndex;
  db: Database;
}> = async (app, { localities, db }) => {
  // Counts change slowly and every visitor asks the same: one query a minute at most.
  const popularCounts = cacheFor(POPULAR_COUNTS_TTL_MS, () => countPopularLocations(db));

  app.get(
    POPULAR_LOCATION_COUNTS_PATH,
    {
      schema: {
        tags: ['locations'],
        operationId: 'countPopularLocations',
        summary: 'Live listings per state and popular city (based there or touring there today)',
        response: { 200: PopularLocationCountsResponseSchema },
      },
    },
    async () => ({ data: await popularCounts() }),
  );

  app.get(
    LOCATIONS_AUTOCOMPLETE_PATH,
    {
      schema: {
        tags: ['locations'],
        operationId: 'autocompleteLocalities',
        summary: 'Australian localities matching what a visitor typed, best first',
        querystring: LocationAutocompleteQuerySchema,
        response: { 200: LocationAutocompleteResponseSchema, 400: ErrorResponseSchema },
      },
    },
    // Cache-Control and ETag: platform/http/reusable-answers.ts, like every public answer.
    async (request) => ({
      data: searchLocalities(localities, request.query.q, request.query.limit),
    }),
  );
};
