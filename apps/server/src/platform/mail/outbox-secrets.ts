import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

/**
 * A code or a link in the outbox undoes its hashing elsewhere: whoever reads the table could
 * use it. So a message that holds one keeps it only while it is needed (docs/SECURITY.md):
 * until it is delivered, or, undelivered (no SMTP, or SMTP failed), until the secret dies.
 * Without SMTP the outbox is where a developer reads a live code; nothing ever logs it.
 */
export const SECRET_REMOVED_AFTER_DELIVERY = '[removed after delivery: held a one-time secret]';
export const SECRET_REMOVED_AFTER_EXPIRY = '[removed after expiry: held a one-time secret]';

type Writer = Pick<Database, 'update'>;

/** A delivered message's secret has done its work: only a note stays. */
export async function blankDeliveredSecret(db: Writer, outboxId: number): Promise<void> {
  await db
    .update(outbox)
    .set({ bodyText: SECRET_REMOVED_AFTER_DELIVERY, bodyHtml: null, secretExpiresAt: null })
    .where(and(eq(outbox.id, outboxId), isNotNull(outbox.secretExpiresAt)));
}

/**
 * Blanks every message whose secret has died undelivered, and gives it up (the relay never
 * sends it). Run before each send and relay pass, so nothing
 * dead outlives the next message; a partial index keeps it one index probe when there is
 * nothing to do.
 */
export async function blankExpiredSecrets(db: Writer, now = new Date()): Promise<number> {
  const blanked = await db
    .update(outbox)
    // Given up too (no next attempt): a blanked body must never be delivered.
    .set({
      bodyText: SECRET_REMOVED_AFTER_EXPIRY,
      bodyHtml: null,
      secretExpiresAt: null,
      nextAttemptAt: null,
    })
    .where(and(isNotNull(outbox.secretExpiresAt), lte(outbox.secretExpiresAt, now)))
    .returning({ id: outbox.id });
  return blanked.length;
}
