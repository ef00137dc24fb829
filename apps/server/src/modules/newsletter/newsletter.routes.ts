import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONFIRM_MESSAGES,
  ErrorResponseSchema,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_MESSAGES,
  NewsletterConfirmInputSchema,
  NewsletterConfirmResponseSchema,
  NEWSLETTER_PATH,
  NewsletterInputSchema,
  NewsletterResponseSchema,
  NEWSLETTER_UNSUBSCRIBE_ROUTE,
  UNSUBSCRIBE_MESSAGES,
  UnsubscribeParamsSchema,
  UnsubscribeResponseSchema,
} from '@app/contract';
import { AppError } from '../../platform/http/errors.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { createSecretDigester } from '../../platform/auth/one-time-codes.js';
import { buildConfirmationMail } from './confirmation-mail.js';
import {
  confirmSubscription,
  subscribeToNewsletter,
  unsubscribeByToken,
} from './newsletter.service.js';
import { ignoreOneClickFormBodies } from '../../platform/http/one-click-form.js';

export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/**
 * Tokens are 32 random characters, so guessing is hopeless; the limit only refuses a flood.
 * It is generous because one-click POSTs come from a few large mail providers' servers,
 * many subscribers at a time after a campaign.
 */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
/** Confirmation tokens are 256 random bits too; a person confirms once, a flood is refused. */
export const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export interface NewsletterRouteOptions {
  db: Database;
  mailer: Mailer;
  /** Keys the HMAC of confirmation tokens (resolveCodeSecret). */
  codeSecret: string;
  /** PUBLIC_URL: the origin of the confirmation link. */
  publicUrl: string;
}

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRouteOptions> = async (
  app,
  { db, mailer, codeSecret, publicUrl },
) => {
  const digester = createSecretDigester(codeSecret);
  // The confirmation mail is recorded in the outbox in the same transaction as the pending
  // subscription, before the answer (a stored subscription always has its mail; a crash after
  // the answer leaves it to the outbox relay), and delivered after the answer, so a new address
  // (mailed) and a confirmed one (not mailed) answer alike; the only difference left is one
  // insert's time (docs/decisions/025-durable-mail-outbox.md). Closing the app waits for
  // deliveries in hand.
  const delivering = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...delivering]);
  });
  const deliverInBackground = (outboxId: number) => {
    const sent = mailer
      .deliver(outboxId)
      .catch((error: unknown) =>
        app.log.error(
          { err: error, outboxId },
          'confirmation mail not delivered; the relay retries',
        ),
      )
      .finally(() => delivering.delete(sent));
    delivering.add(sent);
  };
  const subscribeAndRecordMail = (email: string): Promise<number | undefined> =>
    db.transaction(async (tx) => {
      const confirmation = await subscribeToNewsletter(tx, email, digester);
      if (!confirmation) return undefined;
      const { email: to, token, expiresAt } = confirmation;
      return mailer.record(buildConfirmationMail({ to, token, expiresAt, publicUrl }), tx);
    });

  app.post(
    NEWSLETTER_PATH,
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        operationId: 'subscribeToNewsletter',
        summary:
          'Subscribe an e-mail address to the newsletter (pending until the mailed link is confirmed)',
        body: NewsletterInputSchema,
        response: {
          200: NewsletterResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const outboxId = await subscribeAndRecordMail(request.body.email);
      if (outboxId !== undefined) deliverInBackground(outboxId);
      return { status: true as const, message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  // The confirmation page's button POSTs the mailed token (in the body, so no access log keeps
  // it). A page load alone never confirms: mail scanners open links, a person presses.
  app.post(
    NEWSLETTER_CONFIRM_PATH,
    {
      config: { rateLimit: CONFIRM_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        operationId: 'confirmNewsletterSubscription',
        summary: 'Confirms a newsletter subscription with the token of the mailed link',
        body: NewsletterConfirmInputSchema,
        response: {
          200: NewsletterConfirmResponseSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const outcome = await confirmSubscription(db, request.body.token, digester);
      if (outcome === 'expired') throw new AppError('gone', CONFIRM_MESSAGES.expired);
      if (outcome === 'invalid') throw new AppError('not_found', CONFIRM_MESSAGES.invalidToken);
      return { message: CONFIRM_MESSAGES.confirmed };
    },
  );

  ignoreOneClickFormBodies(app);

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` to this URL (no
  // cookies, no confirmation); the page each mail links to POSTs here too and confirms.
  app.post(
    NEWSLETTER_UNSUBSCRIBE_ROUTE,
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        operationId: 'unsubscribeFromNewsletter',
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
