import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES,
  CONTACT_PATH,
  ContactInputSchema,
  ContactResponseSchema,
  ErrorResponseSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { submitContactMessage } from './contact.service.js';

/** A person writes a message or two; a script filling the admin's inbox is stopped early. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: Mailer;
  adminEmail: string;
}> = async (app, { db, mailer, adminEmail }) => {
  app.post(
    CONTACT_PATH,
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        operationId: 'sendContactMessage',
        summary: 'Sends a message to the site’s team (stored and mailed to ADMIN_EMAIL)',
        body: ContactInputSchema,
        response: {
          200: ContactResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await submitContactMessage(db, request.body, { mailer, adminEmail });
      return { status: true as const, message: CONTACT_MESSAGES.sent };
    },
  );
};
