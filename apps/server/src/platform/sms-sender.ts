import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface SmsMessage {
  /** The number as the account holds it (an Australian mobile, 04xxxxxxxx). */
  to: string;
  text: string;
}

/**
 * Text messages (a reset link asked for by phone). A real gateway (an SMS provider's HTTP
 * API) plugs in here through buildApp's `smsSender`; the default keeps the text in the outbox.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<{ id: number }>;
}

/**
 * The default sender: records the text in the outbox (channel `sms`) and logs its id. The text
 * carries a reset link, so it is logged only at debug level, never at info.
 */
export function createOutboxSmsSender(db: Database, logger: FastifyBaseLogger): SmsSender {
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ channel: 'sms', recipient: message.to, bodyText: message.text })
        .returning({ id: outbox.id });
      const id = row!.id;
      logger.info({ outboxId: id }, 'text message not sent (no SMS gateway): kept in the outbox');
      logger.debug({ outboxId: id, text: message.text }, 'text message body');
      return { id };
    },
  };
}
