import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENQUIRIES_PER_DAY,
  ENQUIRIES_PER_HOUR,
  ENQUIRIES_PER_LISTING_PER_DAY,
  ENQUIRY_MESSAGES,
  EnquiryInputSchema,
  EnquiryResponseSchema,
  MODEL_ENQUIRIES_API_ROUTE,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import { authUserOf, requireRole } from '../../platform/auth/authenticate.js';
import { errorResponses } from '../../platform/http/error-body.js';
import { AppError } from '../../platform/http/errors.js';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { sendEnquiry } from './enquiries.service.js';

const HOUR_MS = 3_600_000;

/** One limit of the enquiry form: its window, how many, whom it counts, and its 429 message. */
interface EnquiryLimit {
  max: number;
  timeWindow: number;
  keyOf: (request: FastifyRequest) => string;
  message: string;
}

const customerKey = (request: FastifyRequest) => `customer:${String(request.authUser?.id)}`;
const listingKey = (request: FastifyRequest) =>
  `listing:${String((request.params as { id?: number }).id)}`;

/**
 * Per customer 5 an hour and 20 a day; per listing 30 a day from everyone, so nobody floods
 * one advertiser's mailbox (docs/product/limits-and-messages.md#enquiries). Checked after the
 * role guard and before the listing is read, so probing ids costs budget too.
 */
const ENQUIRY_LIMITS: readonly EnquiryLimit[] = [
  {
    max: ENQUIRIES_PER_HOUR,
    timeWindow: HOUR_MS,
    keyOf: customerKey,
    message: ENQUIRY_MESSAGES.tooManyPerHour,
  },
  {
    max: ENQUIRIES_PER_DAY,
    timeWindow: 24 * HOUR_MS,
    keyOf: customerKey,
    message: ENQUIRY_MESSAGES.tooManyPerDay,
  },
  {
    max: ENQUIRIES_PER_LISTING_PER_DAY,
    timeWindow: 24 * HOUR_MS,
    keyOf: listingKey,
    message: ENQUIRY_MESSAGES.tooManyForListing,
  },
];

function createEnquiryLimits(app: FastifyInstance): preHandlerAsyncHookHandler {
  const limiters = ENQUIRY_LIMITS.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `enquiry:${limit.keyOf(request)}`,
    }),
  }));
  return async (request) => {
    for (const { limit, check } of limiters) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('too_many_requests', limit.message, undefined, {
          headers: { 'retry-after': String(result.ttlInSeconds) },
        });
      }
    }
  };
}

/** The profile's enquiry form: a signed-in customer's message, mailed to the advertiser. */
export const enquiryRoutes: FastifyPluginAsyncZod<{
  db: Database;
  tokens: TokenIssuer;
  mailer: Mailer;
  publicUrl: string;
}> = async (app, { db, tokens, mailer, publicUrl }) => {
  const customerOnly = requireRole({ db, tokens }, 'customer');
  const limitEnquiries = createEnquiryLimits(app);

  app.post(
    MODEL_ENQUIRIES_API_ROUTE,
    {
      // On request, before the body is read: a stranger's body is never validated (nor answered).
      onRequest: customerOnly,
      preHandler: limitEnquiries,
      schema: {
        tags: ['profiles'],
        operationId: 'sendEnquiry',
        summary: `Mails a signed-in customer's enquiry to a live listing's advertiser (${ENQUIRIES_PER_HOUR} an hour and ${ENQUIRIES_PER_DAY} a day per customer, ${ENQUIRIES_PER_LISTING_PER_DAY} a day per listing); 404 unless the listing is live and takes enquiries`,
        params: IdParamsSchema,
        body: EnquiryInputSchema,
        response: {
          202: EnquiryResponseSchema,
          ...errorResponses(400, 401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const customerId = authUserOf(request).id;
      await sendEnquiry({ db, mailer, publicUrl }, request.params.id, customerId, request.body);
      return reply.status(202).send({ status: true as const, message: ENQUIRY_MESSAGES.sent });
    },
  );
};
