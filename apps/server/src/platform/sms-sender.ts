import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { blankExpiredSecrets } from './outbox-secrets.js';

export interface SmsMessage {
  /** The number as the account holds it (an Australian mobile, 04xxxxxxxx). */
  to: string;
  text: string;
  /**
   * When the text's one-time secret (a reset link) dies: the outbox keeps the text until then
   * (a gateway that delivers it calls blankDeliveredSecret at once), and no log shows it.
   */
  secretExpiresAt?: Date;
}

/**
 * Text messages (a reset link asked for by phone). A real gateway (an SMS provider's HTTP
 * API) plugs in here through buildApp's `smsSender`; the default keeps the text in the outbox.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<{ id: number }>;
}

/**
 * The default sender: records the text in the outbox (channel `sms`) and logs its id, never
 * its text (it carries a reset link), at any log level. Undelivered, a secret is blanked once
 * it has died (outbox-secrets.ts).
 */
export function createOutboxSmsSender(db: Database, logger: FastifyBaseLogger): SmsSender {
  return {
    async send(message) {
      await blankExpiredSecrets(db).catch((error: unknown) =>
        logger.error({ err: error }, 'could not blank expired secrets in the outbox'),
      );
      const [row] = await db
        .insert(outbox)
        .values({
          channel: 'sms',
          recipient: message.to,
          bodyText: message.text,
          secretExpiresAt: message.secretExpiresAt ?? null,
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      logger.info({ outboxId: id }, 'text message not sent (no SMS gateway): kept in the outbox');
      return { id };
    },
  };
}
