import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  ContactTapInputSchema,
  ContactTapResponseSchema,
  GetModelProfileResponseSchema,
  MESSAGES,
  MODEL_CONTACT_API_ROUTE,
  MODEL_PHONE_API_ROUTE,
  MODEL_PROFILE_API_ROUTE,
  MODEL_VIEW_API_ROUTE,
  PHONE_REVEAL_MESSAGES,
  PHONE_REVEALS_PER_HOUR,
  PHONE_REVEALS_PER_HOUR_SIGNED_IN,
  PROFILE_READS_PER_WINDOW,
  PhoneRevealResponseSchema,
  READ_LIMIT_WINDOW_MINUTES,
  currentAvailableUntil,
  firstAvailabilityEnd,
  type ModelProfile,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import { findSignedInAccount } from '../../platform/auth/authenticate.js';
import type { AnswerCache } from '../../platform/cache/answer-cache.js';
import { addressKey } from '../../platform/http/address-key.js';
import { compiledAnswerSerializer } from '../../platform/http/compiled-answers.js';
import { sendPreparedAnswer } from '../../platform/http/reusable-answers.js';
import { createAnswerWriter } from '../../platform/http/written-answers.js';
import { errorResponses } from '../../platform/http/error-body.js';
import { AppError } from '../../platform/http/errors.js';
import { createOncePerWindow } from '../../platform/cache/once-per-window.js';
import { isFromOwnPages } from '../../platform/http/own-page-request.js';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import {
  addContactTap,
  addPhoneReveal,
  addProfileView,
  assertLiveListing,
  findLiveContactHref,
  findLivePhone,
  findLiveProfile,
} from './profiles.service.js';

/** One visitor counts one view of a listing per half hour, however often it reloads. */
export const VIEW_REPEAT_WINDOW_MS = 30 * 60_000;
/** Generous for a person browsing, tight for a script inflating counts. */
export const VIEW_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** One visitor counts one "Show number" of a listing per 10 minutes. */
export const PHONE_REVEAL_REPEAT_WINDOW_MS = 10 * 60_000;
/**
 * Profile reads per address: a person reads a few profiles a minute, a scraper thousands
 * (docs/product/limits-and-messages.md#read-limits).
 */
export const PROFILE_READ_RATE_LIMIT = {
  max: PROFILE_READS_PER_WINDOW,
  timeWindow: READ_LIMIT_WINDOW_MINUTES * 60_000,
} as const;
const HOUR_MS = 3_600_000;

/**
 * The tag a listing's kept answers go under, as the database's change announcements name it
 * (drizzle/0005): its profile answer and its drawn profile page (decision 046).
 */
export function profileAnswerTag(listingId: number): string {
  return `listing:${listingId}`;
}

/**
 * What a kept profile holds in memory (decision 055): some 3 KB as objects, its JSON and its
 * compressed forms, more with a long description; a missing listing's kept null next to nothing.
 */
const weighProfile = (profile: ModelProfile | null) => (profile ? 8 * 1024 : 256);

export const profileRoutes: FastifyPluginAsyncZod<{
  db: Database;
  redis?: Redis;
  /** Profiles reused for a few seconds, cleared when the listing changes; none: read afresh. */
  cache?: AnswerCache;
  /** PUBLIC_URL: views and reveals count only from the site's own pages (own-page-request.ts). */
  publicUrl: string;
  /** Reads a signed-in customer's token, for the larger "Show number" budget. */
  tokens: TokenIssuer;
  /** The moment badges are computed at. */
  clock: () => Date;
}> = async (app, { db, redis, cache, publicUrl, tokens, clock }) => {
  const readProfile = (id: number) =>
    cache
      ? cache.getOrLoad(
          `profile:${id}`,
          profileAnswerTag(id),
          async () => (await findLiveProfile(db, id, clock())) ?? null,
          undefined,
          weighProfile,
        )
      : findLiveProfile(db, id, clock());
  const writeAnswer = createAnswerWriter<ModelProfile>();

  const recentViews = createOncePerWindow({
    windowMs: VIEW_REPEAT_WINDOW_MS,
    redis,
    namespace: 'profile-view:',
  });
  const recentReveals = createOncePerWindow({
    windowMs: PHONE_REVEAL_REPEAT_WINDOW_MS,
    redis,
    namespace: 'phone-reveal:',
  });
  const recentTaps = createOncePerWindow({
    windowMs: PHONE_REVEAL_REPEAT_WINDOW_MS,
    redis,
    namespace: 'contact-tap:',
  });
  // One budget for every way a number or username leaves the server (decision 033).
  const limitReveals = createRevealBudget(app, { db, tokens });

  app.get(
    MODEL_PROFILE_API_ROUTE,
    {
      config: { rateLimit: PROFILE_READ_RATE_LIMIT },
      serializerCompiler: compiledAnswerSerializer,
      schema: {
        tags: ['profiles'],
        operationId: 'getProfile',
        summary: 'The public profile of a live listing (without its phone number)',
        params: IdParamsSchema,
        response: {
          200: GetModelProfileResponseSchema,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const profile = await readProfile(request.params.id);
      if (!profile) throw new AppError('not_found', MESSAGES.notFound);
      const now = clock();
      const answer = writeAnswer(profile, '', now, () => {
        // A kept profile may hold an Available today that ended since it was read.
        const availableUntil = currentAvailableUntil(profile.available_until, now);
        return {
          body: reply.serialize({
            data: { ...profile, available_until: availableUntil },
          }) as string,
          validUntil: firstAvailabilityEnd([profile.available_until], now),
        };
      });
      return sendPreparedAnswer(reply, answer);
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
          "Counts one view of a live listing from the site's own pages (repeats from one address or IPv6 /64 within 30 minutes are ignored)",
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
      if (
        isFromOwnPages(request, publicUrl) &&
        (await recentViews.claim(`${id}:${addressKey(request.ip)}`))
      ) {
        await addProfileView(db, id);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    MODEL_PHONE_API_ROUTE,
    {
      preHandler: limitReveals,
      schema: {
        tags: ['profiles'],
        operationId: 'showPhoneNumber',
        summary: `A live listing's phone number ("Show number"), counted for the advertiser's statistics; ${PHONE_REVEALS_PER_HOUR} an hour per address or IPv6 /64, ${PHONE_REVEALS_PER_HOUR_SIGNED_IN} for a signed-in customer`,
        params: IdParamsSchema,
        response: {
          200: PhoneRevealResponseSchema,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const phone = await findLivePhone(db, id);
      if (!phone) throw new AppError('not_found', MESSAGES.notFound);
      const visitor = request.revealBudgetKey ?? addressKey(request.ip);
      if (isFromOwnPages(request, publicUrl) && (await recentReveals.claim(`${id}:${visitor}`))) {
        await addPhoneReveal(db, id);
      }
      // A number is personal data: no shared or browser cache keeps it.
      return reply.header('cache-control', 'no-store').send({ phone });
    },
  );

  app.post(
    MODEL_CONTACT_API_ROUTE,
    {
      preHandler: limitReveals,
      schema: {
        tags: ['profiles'],
        operationId: 'openContactChannel',
        summary: `The link a tap on a live listing's contact channel opens (tel:, sms:, WhatsApp, Telegram, Signal), counted per channel for the advertiser's statistics; on the "Show number" budget`,
        params: IdParamsSchema,
        body: ContactTapInputSchema,
        response: {
          200: ContactTapResponseSchema,
          ...errorResponses(400, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { channel } = request.body;
      const href = await findLiveContactHref(db, id, channel);
      if (!href) throw new AppError('not_found', MESSAGES.notFound);
      const visitor = request.revealBudgetKey ?? addressKey(request.ip);
      const key = `${id}:${channel}:${visitor}`;
      if (isFromOwnPages(request, publicUrl) && (await recentTaps.claim(key))) {
        await addContactTap(db, id, channel);
      }
      return reply.header('cache-control', 'no-store').send({ channel, href });
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Whom "Show number" is budgeted and de-duplicated for: a customer, or an address. */
    revealBudgetKey?: string;
  }
}

/**
 * The "Show number" budget: PHONE_REVEALS_PER_HOUR per address (IPv6 /64), or
 * PHONE_REVEALS_PER_HOUR_SIGNED_IN per signed-in customer account. Checked before the listing
 * is looked up, so probing ids costs budget too; past it, a 429 with Retry-After.
 */
function createRevealBudget(
  app: FastifyInstance,
  deps: { db: Database; tokens: TokenIssuer },
): preHandlerAsyncHookHandler {
  const keyOf = (request: { revealBudgetKey?: string }) => String(request.revealBudgetKey);
  const perAddress = app.createRateLimit({
    max: PHONE_REVEALS_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: keyOf,
  });
  const perCustomer = app.createRateLimit({
    max: PHONE_REVEALS_PER_HOUR_SIGNED_IN,
    timeWindow: HOUR_MS,
    keyGenerator: keyOf,
  });
  return async (request) => {
    const account = await findSignedInAccount(deps, request);
    const isCustomer = account?.role === 'customer';
    request.revealBudgetKey = isCustomer ? `customer:${account.id}` : addressKey(request.ip);
    const result = await (isCustomer ? perCustomer : perAddress)(request);
    if (!result.isAllowed && result.isExceeded) {
      const message = isCustomer
        ? PHONE_REVEAL_MESSAGES.tooManySignedIn
        : PHONE_REVEAL_MESSAGES.tooMany;
      throw new AppError('too_many_requests', message, undefined, {
        headers: { 'retry-after': String(result.ttlInSeconds) },
      });
    }
  };
}
