import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PATH,
  NewsletterInputSchema,
  NewsletterResponseSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { subscribeToNewsletter } from './newsletter.service.js';

export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

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
};
