import { createHmac } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { WishlistItem } from '@app/contract';
import type { Database } from '../../db/client.js';
import { models, wishlist, wishlistCountedAdds } from '../../db/schema.js';
import { recordListingStat } from '../advertiser/index.js';
import { badgeCutoffs, isActiveNowSql, isNewListingSql } from '../search/index.js';

/** A customer's saved listings that are live now, the most recently saved first. */
export async function listWishlist(
  db: Database,
  customerId: number,
  now = new Date(),
): Promise<WishlistItem[]> {
  const cutoffs = badgeCutoffs(now);
  const rows = await db
    .select({
      id: models.id,
      name: models.name,
      city: models.city,
      state: models.state,
      age: models.age,
      imageName: models.imageName,
      activeNow: isActiveNowSql(sql`${models.lastSeenAt}`, cutoffs),
      isNew: isNewListingSql(sql`${models.wentLiveAt}`, cutoffs),
    })
    .from(wishlist)
    .innerJoin(models, eq(models.id, wishlist.modelId))
    // A listing that stopped being live keeps its row (it may come back) but is not shown.
    .where(and(eq(wishlist.customerId, customerId), eq(models.status, 'live')))
    .orderBy(desc(wishlist.createdAt), desc(wishlist.modelId));
  return rows.map((row) => ({
    name: row.name,
    city: row.city,
    state: row.state,
    age: row.age,
    active_now: row.activeNow,
    is_new: row.isNew,
    modeles: { id: row.id, image_name: row.imageName },
  }));
}

/**
 * Saves a live listing; saving it again changes nothing (the pair is the primary key).
 * False when there is no live listing by that id. `pairSecret` keys the hash that remembers
 * the add was counted (countFirstAdd).
 */
export async function addToWishlist(
  db: Database,
  customerId: number,
  modelId: number,
  pairSecret: string,
): Promise<boolean> {
  // One statement, so a listing going offline meanwhile cannot slip in.
  const result = await db.execute(sql`
    INSERT INTO ${wishlist} (customer_id, model_id)
    SELECT ${customerId}::integer, ${models.id} FROM ${models}
    WHERE ${models.id} = ${modelId} AND ${models.status} = 'live'
    ON CONFLICT DO NOTHING`);
  if ((result.rowCount ?? 0) > 0) {
    await countFirstAdd(db, modelId, wishlistPairHash(pairSecret, customerId, modelId));
    return true;
  }
  const saved = await db
    .select({ modelId: wishlist.modelId })
    .from(wishlist)
    .innerJoin(models, eq(models.id, wishlist.modelId))
    .where(
      and(
        eq(wishlist.customerId, customerId),
        eq(wishlist.modelId, modelId),
        eq(models.status, 'live'),
      ),
    );
  return saved.length > 0;
}

/** Removes a listing from the wishlist, whatever its status; removing twice is no error. */
export async function removeFromWishlist(
  db: Database,
  customerId: number,
  modelId: number,
): Promise<void> {
  await db
    .delete(wishlist)
    .where(and(eq(wishlist.customerId, customerId), eq(wishlist.modelId, modelId)));
}

/**
 * The advertiser's statistics count a customer's add of a listing once: removing and adding it
 * again counts nothing (docs/product/listings-and-moderation.md#statistics).
 */
async function countFirstAdd(db: Database, modelId: number, pairHash: string): Promise<void> {
  const counted = await db
    .insert(wishlistCountedAdds)
    .values({ modelId, pairHash })
    .onConflictDoNothing()
    .returning({ modelId: wishlistCountedAdds.modelId });
  if (counted.length > 0) await recordListingStat(db, modelId, 'wishlistAdds');
}

/**
 * How the counted-adds table knows a (customer, listing) pair: a keyed hash, so the table
 * alone cannot tell whom a listing was once saved by, nor group one customer's saves
 * (decision 033).
 */
export function wishlistPairHash(secret: string, customerId: number, modelId: number): string {
  return createHmac('sha256', secret)
    .update(`wishlist-add:${customerId}:${modelId}`)
    .digest('base64url');
}
