import type { Database } from '../db/client.js';
import { newsletterSubscribers } from '../db/schema.js';

/**
 * Subscribers as the public form and its confirmation link make them: confirmed unless
 * `pending` (double opt-in); `unsubscribed` ones carry a date.
 */
export async function createSubscribers(
  db: Database,
  emails: string[],
  options: { unsubscribed?: boolean; subscribedAt?: Date; pending?: boolean } = {},
) {
  return db
    .insert(newsletterSubscribers)
    .values(
      emails.map((email, index) => ({
        email,
        unsubscribeToken: `token-${email.replace(/[^a-z0-9]/gi, '-')}-${index}-${Math.random().toString(36).slice(2)}`,
        subscribedAt: options.subscribedAt ?? new Date(),
        unsubscribedAt: options.unsubscribed ? new Date() : null,
        confirmedAt: options.pending ? null : (options.subscribedAt ?? new Date()),
      })),
    )
    .returning();
}

/** Polls until `check` holds (or fails after `timeoutMs`). */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
  what = 'the condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
