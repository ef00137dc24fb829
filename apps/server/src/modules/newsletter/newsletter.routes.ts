import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PATH,
  NewsletterInputSchema,
  NewsletterResponseSchema,
  NEWSLETTER_UNSUBSCRIBE_ROUTE,
  UNSUBSCRIBE_MESSAGES,
  UnsubscribeParamsSchema,
  UnsubscribeResponseSchema,
} from '@app/contract';
import { AppError } from '../../platform/errors.js';
import type { Database } from '../../db/client.js';
import { subscribeToNewsletter, unsubscribeByToken } from './newsletter.service.js';

export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/**
 * Tokens are 32 random characters, so guessing is hopeless; the limit only refuses a flood.
 * It is generous because one-click POSTs come from a few large mail providers' servers,
 * many subscribers at a time after a campaign.
 */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    NEWSLETTER_PATH,
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: NewsletterInputSchema,
        response: {
          200: NewsletterResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await subscribeToNewsletter(db, request.body.email);
      return { status: true as const, message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  // A mail client's one-click POST is a form (`List-Unsubscribe=One-Click`), url-encoded or
  // multipart; the token in the path is all we need, so the body is read and ignored.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
  }

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` to this URL (no
  // cookies, no confirmation); the page each mail links to POSTs here too and confirms.
  app.post(
    NEWSLETTER_UNSUBSCRIBE_ROUTE,
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes the address of an unsubscribe token (one-click, RFC 8058)',
        params: UnsubscribeParamsSchema,
        response: {
          200: UnsubscribeResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const found = await unsubscribeByToken(db, request.params.token);
      if (!found) throw new AppError('not_found', UNSUBSCRIBE_MESSAGES.invalidToken);
      return { message: UNSUBSCRIBE_MESSAGES.unsubscribed };
    },
  );
};
