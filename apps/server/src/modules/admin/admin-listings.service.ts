import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  LISTING_MESSAGES as M,
  SITE_NAME,
  type AdminListingResponse,
  type ListingFlag,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { listingFlags, models, users } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import { stripControlCharacters, type Mailer } from '../../platform/mailer.js';
import { existingListingNames, readOwnListing } from '../advertiser/listing.service.js';

/** A listing with its owner's account and flags, for the admin's review. */
export async function readAdminListing(
  db: Database,
  listingId: number,
): Promise<AdminListingResponse['data']> {
  const [row] = await db.select().from(models).where(eq(models.id, listingId));
  if (!row) throw new AppError('not_found', M.listingNotFound);
  const [owner] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  const flagRows = await db
    .select()
    .from(listingFlags)
    .where(eq(listingFlags.modelId, listingId))
    .orderBy(desc(listingFlags.createdAt), desc(listingFlags.id));
  const names = await existingListingNames(
    db,
    flagRows.map((flag) => flag.details.matched_listing_id),
  );
  const flags: ListingFlag[] = flagRows.map((flag) => ({
    id: flag.id,
    kind: flag.kind,
    created_at: flag.createdAt.toISOString(),
    resolved_at: flag.resolvedAt?.toISOString() ?? null,
    photo_id: flag.details.photo_id,
    matched_listing_id: flag.details.matched_listing_id,
    matched_listing_name: names.get(flag.details.matched_listing_id) ?? null,
    matched_photo_id: flag.details.matched_photo_id,
    distance: flag.details.distance,
  }));
  return {
    ...(await readOwnListing(db, row)),
    owner: owner ?? { id: row.userId, name: '', email: '' },
    submitted_at: row.submittedAt?.toISOString() ?? null,
    flags,
  };
}

/**
 * pending → live. The first approval sets went_live_at (the NEW badge counts from it); the
 * listing's open flags count as reviewed. The advertiser is mailed.
 */
export async function approveListing(
  db: Database,
  mailer: Mailer,
  listingId: number,
  publicUrl: string,
): Promise<void> {
  const owner = await db.transaction(async (tx) => {
    const rows = await tx
      .update(models)
      .set({
        status: 'live',
        rejectionReason: null,
        wentLiveAt: sql`coalesce(${models.wentLiveAt}, now())`,
        updatedAt: new Date(),
      })
      .where(and(eq(models.id, listingId), eq(models.status, 'pending')))
      .returning({ userId: models.userId, name: models.name });
    const listing = rows[0] ?? (await refuseChange(tx, listingId));
    await tx
      .update(listingFlags)
      .set({ resolvedAt: new Date() })
      .where(and(eq(listingFlags.modelId, listingId), isNull(listingFlags.resolvedAt)));
    return ownerOf(tx, listing.userId);
  });
  await mailer.send({
    to: owner.email,
    subject: `Your ${SITE_NAME} listing is live`,
    text: [
      `Hello ${stripControlCharacters(owner.name)},`,
      '',
      'Your listing was approved and is now public.',
      `See it and its statistics from your dashboard: ${publicUrl}/modelDashboard`,
    ].join('\n'),
  });
}

/** pending → rejected with the reason, which the dashboard shows and the advertiser is mailed. */
export async function rejectListing(
  db: Database,
  mailer: Mailer,
  listingId: number,
  reason: string,
  publicUrl: string,
): Promise<void> {
  const owner = await db.transaction(async (tx) => {
    const rows = await tx
      .update(models)
      .set({ status: 'rejected', rejectionReason: reason, updatedAt: new Date() })
      .where(and(eq(models.id, listingId), eq(models.status, 'pending')))
      .returning({ userId: models.userId });
    const listing = rows[0] ?? (await refuseChange(tx, listingId));
    return ownerOf(tx, listing.userId);
  });
  await mailer.send({
    to: owner.email,
    subject: `Your ${SITE_NAME} listing needs changes`,
    text: [
      `Hello ${stripControlCharacters(owner.name)},`,
      '',
      'Your listing was not approved yet, for this reason:',
      '',
      stripControlCharacters(reason),
      '',
      `Please change it from your dashboard and submit it again: ${publicUrl}/modelDashboard`,
    ].join('\n'),
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** 404 for an unknown listing, 409 for one that is not waiting for review. */
async function refuseChange(tx: Tx, listingId: number): Promise<never> {
  const [row] = await tx.select({ id: models.id }).from(models).where(eq(models.id, listingId));
  if (!row) throw new AppError('not_found', M.listingNotFound);
  throw new AppError('conflict', M.notPending);
}

async function ownerOf(tx: Tx, userId: number): Promise<{ name: string; email: string }> {
  const [owner] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return owner!;
}
