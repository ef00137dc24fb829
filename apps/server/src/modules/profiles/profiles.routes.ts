import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  ContactClickInputSchema,
  GetModelProfileResponseSchema,
  LISTING_API_ROUTES,
  MESSAGES,
  MODEL_PROFILE_API_ROUTE,
  MODEL_VIEW_API_ROUTE,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import type { AnswerCache } from '../../platform/cache/answer-cache.js';
import { errorResponses } from '../../platform/http/error-body.js';
import { AppError } from '../../platform/http/errors.js';
import { createOncePerWindow } from '../../platform/cache/once-per-window.js';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import {
  addContactClick,
  addProfileView,
  assertLiveListing,
  findLiveProfile,
} from './profiles.service.js';

/** One address counts one view of a listing per half hour, however often it reloads. */
export const VIEW_REPEAT_WINDOW_MS = 30 * 60_000;
/** Generous for a person browsing, tight for a script inflating counts. */
export const VIEW_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** One address counts one call (or SMS) press of a listing per 10 minutes. */
export const CONTACT_CLICK_REPEAT_WINDOW_MS = 10 * 60_000;
export const CONTACT_CLICK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const profileRoutes: FastifyPluginAsyncZod<{
  db: Database;
  redis?: Redis;
  /** Profiles reused for a few seconds, cleared when the listing changes; none: read afresh. */
  cache?: AnswerCache;
}> = async (app, { db, redis, cache }) => {
  const readProfile = (id: number) =>
    cache
      ? cache.getOrLoad(
          `profile:${id}`,
          `listing:${id}`,
          async () => (await findLiveProfile(db, id)) ?? null,
        )
      : findLiveProfile(db, id);

  const recentViews = createOncePerWindow({
    windowMs: VIEW_REPEAT_WINDOW_MS,
    redis,
    namespace: 'profile-view:',
  });
  const recentClicks = createOncePerWindow({
    windowMs: CONTACT_CLICK_REPEAT_WINDOW_MS,
    redis,
    namespace: 'contact-click:',
  });

  app.get(
    MODEL_PROFILE_API_ROUTE,
    {
      schema: {
        tags: ['profiles'],
        operationId: 'getProfile',
        summary: 'The public profile of a live listing',
        params: IdParamsSchema,
        response: {
          200: GetModelProfileResponseSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const profile = await readProfile(request.params.id);
      if (!profile) throw new AppError('not_found', MESSAGES.notFound);
      return { data: profile };
    },
  );

  app.post(
    MODEL_VIEW_API_ROUTE,
    {
      config: { rateLimit: VIEW_RATE_LIMIT },
      schema: {
        tags: ['profiles'],
        operationId: 'countProfileView',
        summary:
          'Counts one view of a live listing (repeats from one address within 30 minutes are ignored)',
        params: IdParamsSchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertLiveListing(db, id);
      if (await recentViews.claim(`${id}:${request.ip}`)) await addProfileView(db, id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    LISTING_API_ROUTES.contactClicks,
    {
      config: { rateLimit: CONTACT_CLICK_RATE_LIMIT },
      schema: {
        tags: ['profiles'],
        operationId: 'countContactClick',
        summary:
          "Counts a press of a live listing's call or SMS button for the advertiser's statistics (repeats from one address within 10 minutes are ignored)",
        params: IdParamsSchema,
        body: ContactClickInputSchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { kind } = request.body;
      await assertLiveListing(db, id);
      if (await recentClicks.claim(`${id}:${kind}:${request.ip}`)) {
        await addContactClick(db, id, kind);
      }
      return reply.status(204).send(null);
    },
  );
};
