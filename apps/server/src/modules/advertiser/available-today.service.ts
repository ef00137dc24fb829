import { eq } from 'drizzle-orm';
import { AVAILABLE_TODAY_MESSAGES as M, resolveAvailableUntil } from '@app/contract';
import type { Database } from '../../db/client.js';
import { models } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { lockOwnListing, requireOwnListing } from './listing.service.js';

/**
 * Switches "Available today" on until the next `until` ("HH:MM") of the listing's state's
 * clocks (docs/product/listings-and-moderation.md#available-today). Public at once, with no
 * review and no new version (decision 038): a time from fixed choices, no text, photo or
 * contact. Only a live listing takes it: nobody else would see it.
 */
export async function setAvailableToday(
  db: Database,
  userId: number,
  listingId: number,
  until: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId, listingId);
    if (listing.status !== 'live') throw new AppError('conflict', M.notLive);
    const resolved = resolveAvailableUntil(until, listing.state, now);
    if ('message' in resolved) {
      throw new AppError('unprocessable', resolved.message, { until: resolved.message });
    }
    await tx.update(models).set({ availableUntil: resolved.until }).where(eq(models.id, listingId));
  });
}

/** Switches it off at once, in any status (an owner may always take it back). */
export async function clearAvailableToday(
  db: Database,
  userId: number,
  listingId: number,
): Promise<void> {
  await requireOwnListing(db, userId, listingId);
  await db.update(models).set({ availableUntil: null }).where(eq(models.id, listingId));
}
