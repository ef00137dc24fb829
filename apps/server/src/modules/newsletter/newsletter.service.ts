import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema.js';

/**
 * Subscribes an address. Subscribing again is a success without a second row, and brings
 * back an address that had unsubscribed.
 */
export async function subscribeToNewsletter(db: Database, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({
      email: email.trim().toLowerCase(),
      unsubscribeToken: randomBytes(24).toString('base64url'),
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { unsubscribedAt: null },
      setWhere: sql`${newsletterSubscribers.unsubscribedAt} IS NOT NULL`,
    });
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
