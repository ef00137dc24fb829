import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { NEWSLETTER_CONFIRMATION } from '@app/contract';
import type { Database } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema.js';
import { generateLinkToken, type SecretDigester } from '../../platform/auth/one-time-codes.js';

/** A confirmation link to mail: the token exists only here and in the mail, never stored. */
export interface PendingConfirmation {
  email: string;
  token: string;
  /** When the link stops working (the mail's secret dies then too). */
  expiresAt: Date;
}

/**
 * Signs an address up, pending its owner's confirmation (double opt-in). A confirmation is
 * returned, to be mailed, when the address is new, had unsubscribed (coming back needs fresh
 * consent), or is still pending and was last mailed long enough ago; otherwise (confirmed, or
 * mailed minutes ago) nothing changes and nothing is returned. The caller answers the same
 * either way, so the form tells nobody whether an address subscribes. One statement decides
 * and writes, so two requests at once for one address mail at most one link. `db` may be a
 * transaction: the route records the confirmation mail in the same one.
 */
export async function subscribeToNewsletter(
  db: Pick<Database, 'execute'>,
  rawEmail: string,
  digester: SecretDigester,
): Promise<PendingConfirmation | undefined> {
  const email = rawEmail.trim().toLowerCase();
  const token = generateLinkToken();
  const { linkValidDays, resendAfterMinutes } = NEWSLETTER_CONFIRMATION;
  const result = await db.execute(sql`
    INSERT INTO newsletter_subscribers
           (email, unsubscribe_token, confirm_token_digest, confirm_expires_at, confirm_sent_at)
    VALUES (${email}, ${randomBytes(24).toString('base64url')},
            ${digester.digest('newsletter-confirm', token)},
            now() + make_interval(days => ${linkValidDays}::int), now())
    ON CONFLICT (email) DO UPDATE
       SET unsubscribed_at = NULL,
           confirmed_at = NULL,
           confirm_token_digest = excluded.confirm_token_digest,
           confirm_expires_at = excluded.confirm_expires_at,
           confirm_sent_at = excluded.confirm_sent_at
     WHERE newsletter_subscribers.unsubscribed_at IS NOT NULL
        OR (newsletter_subscribers.confirmed_at IS NULL
            AND (newsletter_subscribers.confirm_sent_at IS NULL
                 OR newsletter_subscribers.confirm_sent_at
                    <= now() - make_interval(mins => ${resendAfterMinutes}::int)))
    RETURNING confirm_expires_at`);
  const row = result.rows[0] as { confirm_expires_at: Date | string } | undefined;
  return row ? { email, token, expiresAt: new Date(row.confirm_expires_at) } : undefined;
}

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';

/**
 * Confirms the address whose newest link holds `token`. Opening a link again after confirming
 * is `confirmed` again (a double click is no error); a link of an address that has since
 * unsubscribed, or one replaced by a newer mail, is `invalid`: it never subscribes anyone back.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
  digester: SecretDigester,
): Promise<ConfirmOutcome> {
  const digest = digester.digest('newsletter-confirm', token);
  const s = newsletterSubscribers;
  const confirmed = await db
    .update(s)
    .set({ confirmedAt: sql`coalesce(${s.confirmedAt}, now())` })
    .where(
      sql`${s.confirmTokenDigest} = ${digest} AND ${s.unsubscribedAt} IS NULL
          AND (${s.confirmedAt} IS NOT NULL OR ${s.confirmExpiresAt} > now())`,
    )
    .returning({ id: s.id });
  if (confirmed.length > 0) return 'confirmed';
  const [expired] = await db
    .select({ id: s.id })
    .from(s)
    .where(
      sql`${s.confirmTokenDigest} = ${digest} AND ${s.unsubscribedAt} IS NULL
          AND ${s.confirmedAt} IS NULL`,
    );
  return expired ? 'expired' : 'invalid';
}

/**
 * Unsubscribes the address holding `token`: false when no address holds it. Unsubscribing
 * twice is a success and keeps the first date.
 */
export async function unsubscribeByToken(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
    })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
