import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
