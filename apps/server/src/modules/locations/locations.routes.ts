import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  LOCATIONS_AUTOCOMPLETE_PATH,
  LocationAutocompleteQuerySchema,
  LocationAutocompleteResponseSchema,
  LISTING_MESSAGES,
  POPULAR_LOCATION_COUNTS_PATH,
  PUBLIC_PLACE_PATH,
  PopularLocationCountsResponseSchema,
  PublicPlaceQuerySchema,
  PublicPlaceResponseSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { findLocality, findPublicArea, type LocalityIndex } from './locality-index.js';
import { AppError } from '../../platform/http/errors.js';
import { searchLocalities } from './locality-search.js';
import { cacheFor } from '../../platform/cache/cache-for.js';
import { keptByKey } from '../../platform/cache/kept-by-key.js';
import {
  prepareAnswer,
  sendPreparedAnswer,
  type PreparedAnswer,
} from '../../platform/http/reusable-answers.js';
import { countPopularLocations } from './popular-counts.service.js';

/** How long the popular-location counts are reused before the database is asked again. */
export const POPULAR_COUNTS_TTL_MS = 60_000;
/** Distinct autocomplete questions whose answers are kept: a few MB at most. */
export const KEPT_AUTOCOMPLETE_ANSWERS = 4_096;

export const locationRoutes: FastifyPluginAsyncZod<{
  localities: LocalityIndex;
  db: Database;
}> = async (app, { localities, db }) => {
  // Counts change slowly and every visitor asks the same: one query a minute at most.
  const popularCounts = cacheFor(POPULAR_COUNTS_TTL_MS, () => countPopularLocations(db));
  // Suggestions come from the packaged gazetteer, so one question's answer changes only with a
  // deploy: each is searched, checked against its schema and written once, its ETag with it.
  const keptSuggestions = keptByKey<PreparedAnswer>(KEPT_AUTOCOMPLETE_ANSWERS);
  const suggestionsFor = (q: string, limit: number) =>
    keptSuggestions(`${limit}:${q}`, () => {
      const answer = { data: searchLocalities(localities, q, limit) };
      return prepareAnswer(JSON.stringify(LocationAutocompleteResponseSchema.parse(answer)));
    });

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
    async (request, reply) =>
      sendPreparedAnswer(reply, suggestionsFor(request.query.q, request.query.limit)),
  );

  app.get(
    PUBLIC_PLACE_PATH,
    {
      schema: {
        tags: ['locations'],
        operationId: 'findPublicPlace',
        summary: 'The shared public place a listing in this suburb shows while it hides the suburb',
        querystring: PublicPlaceQuerySchema,
        response: {
          200: PublicPlaceResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    // Maps a public place to a public area name, both the same for every caller: nothing private.
    async (request) => {
      const { state, suburb } = request.query;
      const locality = findLocality(localities, suburb, state);
      const area = findPublicArea(localities, suburb, state);
      if (!locality || !area) throw new AppError('not_found', LISTING_MESSAGES.locationUnknown);
      return { data: { name: area.name, state: locality.state } };
    },
  );
};
