import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { models, users } from '../../db/schema.js';

/** A heartbeat within this long of the last one writes nothing: the badges need minutes. */
export const HEARTBEAT_MIN_GAP_MS = 30_000;

/**
 * The advertiser has the site open: the account's last_seen_at, and the listing's public one
 * unless the advertiser hides it (then the listing's stays empty, so no answer shows a marker).
 */
export async function recordHeartbeat(db: Database, userId: number, now = new Date()) {
  const staleBefore = new Date(now.getTime() - HEARTBEAT_MIN_GAP_MS);
  await db
    .update(users)
    .set({ lastSeenAt: now })
    .where(
      and(eq(users.id, userId), or(isNull(users.lastSeenAt), lt(users.lastSeenAt, staleBefore))),
    );
  await db
    .update(models)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(models.userId, userId),
        eq(models.hideOnlineStatus, false),
        or(isNull(models.lastSeenAt), lt(models.lastSeenAt, staleBefore)),
      ),
    );
}

/**
 * Hiding empties the public last_seen_at. Showing again starts it fresh at this request (the
 * advertiser is on the site making it): when she was seen while it was hidden stays private
 * (docs/product/accounts.md).
 */
export async function setOnlineVisibility(
  db: Database,
  userId: number,
  hide: boolean,
  now = new Date(),
): Promise<void> {
  await db
    .update(models)
    .set({ hideOnlineStatus: hide, lastSeenAt: hide ? null : now })
    .where(eq(models.userId, userId));
}

export async function isOnlineStatusHidden(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ hide: models.hideOnlineStatus })
    .from(models)
    .where(eq(models.userId, userId));
  return row?.hide ?? false;
}
