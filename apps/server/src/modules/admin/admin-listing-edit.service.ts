import { eq } from 'drizzle-orm';
import { LISTING_MESSAGES as M, type OwnListing } from '@app/contract';
import type { Database } from '../../db/client.js';
import { models } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuditActor } from '../../platform/audit/audit-log.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import {
  aboutColumns,
  basicsColumns,
  deletePhoto,
  locationColumns,
  ratesColumns,
  readOwnListing,
  type AboutFields,
  type BasicsFields,
  type LocationFields,
  type RatesFields,
} from '../advertiser/index.js';
import type { LocalityIndex } from '../locations/index.js';
import { lockListing, recordListingAction } from './listing-moderation.service.js';

/** One step of the listing as the advertiser's step endpoint takes it (already validated). */
export type ListingStepEdit =
  | { step: 'basics'; values: BasicsFields }
  | { step: 'location'; values: LocationFields }
  | { step: 'about'; values: AboutFields }
  | { step: 'rates'; values: RatesFields };

/**
 * Saves one step of any listing with the advertiser's own rules (the sanitiser, the places
 * index, the derived public texts), in the listing's status as it is, and records the step and
 * the names of the fields that changed. An admin's edit is public at once: the admin is the
 * review.
 */
export async function editListingStep(
  db: Database,
  localities: LocalityIndex,
  listingId: number,
  edit: ListingStepEdit,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockListing(tx, listingId);
    const before = await readOwnListing(tx, row);
    await tx
      .update(models)
      .set({ ...stepColumns(localities, edit), updatedAt: new Date() })
      .where(eq(models.id, listingId));
    const [saved] = await tx.select().from(models).where(eq(models.id, listingId));
    const after = await readOwnListing(tx, saved!);
    await recordListingAction(tx, actor, listingId, {
      action: 'listing.edit',
      details: { name: after.name, step: edit.step, fields: changedFields(before, after, edit) },
    });
  });
}

/** The columns of one step, by the advertiser's own rules. */
function stepColumns(localities: LocalityIndex, edit: ListingStepEdit) {
  switch (edit.step) {
    case 'basics':
      return basicsColumns(edit.values);
    case 'location':
      return locationColumns(localities, edit.values);
    case 'about':
      return aboutColumns(edit.values);
    case 'rates':
      return ratesColumns(edit.values);
  }
}

/** The step's fields whose saved value differs from before (as the owner's view shows them). */
function changedFields(before: OwnListing, after: OwnListing, edit: ListingStepEdit): string[] {
  return Object.keys(edit.values).filter((field) => {
    const key = field as keyof OwnListing;
    return JSON.stringify(before[key]) !== JSON.stringify(after[key]);
  });
}

/**
 * Removes one photo with the advertiser's photo removal (files, main photo and order follow;
 * a submitted or live listing keeps one photo), recorded in the same transaction.
 */
export async function removeListingPhoto(
  db: Database,
  storage: ImageStorage,
  listingId: number,
  photoId: number,
  actor: AuditActor,
): Promise<void> {
  const [row] = await db
    .select({ userId: models.userId, name: models.name })
    .from(models)
    .where(eq(models.id, listingId));
  if (!row) throw new AppError('not_found', M.listingNotFound);
  await deletePhoto(db, storage, row.userId, listingId, photoId, (tx) =>
    recordListingAction(tx, actor, listingId, {
      action: 'listing.photo_remove',
      details: { name: row.name, photo_id: photoId },
    }),
  );
}
