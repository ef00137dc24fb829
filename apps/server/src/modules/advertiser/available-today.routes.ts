import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvailableTodayInputSchema,
  ErrorResponseSchema,
  LISTING_API_ROUTES as R,
  OwnListingResponseSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { authUserOf } from '../../platform/auth/authenticate.js';
import { errorResponses } from '../../platform/http/error-body.js';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import { clearAvailableToday, setAvailableToday } from './available-today.service.js';
import { readOwnListing, requireOwnListing } from './listing.service.js';

/**
 * Each switch clears the kept search pages of the listing's place (the cards show it): a
 * person flips it a few times a day, a script flipping it would keep emptying them.
 */
export const AVAILABLE_TODAY_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const responses = {
  200: OwnListingResponseSchema,
  ...errorResponses(400, 401, 403, 404, 409, 422),
  429: ErrorResponseSchema,
};

/**
 * The advertiser's "Available today" switch (docs/product/listings-and-moderation.md#available-today),
 * under /api/model like the other listing routes (guarded by the model role in app.ts). Both
 * answer the owner's listing, read at the app's clock.
 */
export const availableTodayRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  const answerListing = async (userId: number, listingId: number) => ({
    data: await readOwnListing(db, await requireOwnListing(db, userId, listingId), {
      now: clock(),
    }),
  });

  app.put(
    R.availableToday,
    {
      config: { rateLimit: AVAILABLE_TODAY_RATE_LIMIT },
      schema: {
        tags: ['advertiser'],
        operationId: 'setAvailableToday',
        summary:
          'Shows the live listing as available today until a half hour ("HH:MM", in its state’s time) within the next 18 hours; public at once',
        params: IdParamsSchema,
        body: AvailableTodayInputSchema,
        response: responses,
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      await setAvailableToday(db, userId, request.params.id, request.body.until, clock());
      return answerListing(userId, request.params.id);
    },
  );

  app.delete(
    R.availableToday,
    {
      config: { rateLimit: AVAILABLE_TODAY_RATE_LIMIT },
      schema: {
        tags: ['advertiser'],
        operationId: 'clearAvailableToday',
        summary: 'Switches Available today off at once',
        params: IdParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      await clearAvailableToday(db, userId, request.params.id);
      return answerListing(userId, request.params.id);
    },
  );
};
