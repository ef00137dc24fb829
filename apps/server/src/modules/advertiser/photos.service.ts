import { and, eq } from 'drizzle-orm';
import {
  LISTING_MESSAGES as M,
  PHOTO_MAX_PER_LISTING,
  PHOTO_MIN_SIDE,
  PHOTO_WIDTHS,
  buildPhotoWidthName,
  type OwnPhoto,
} from '@app/contract';
import type { Database, Transaction } from '../../db/client.js';
import { modelPhotos, models } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import {
  storePhotoWidths,
  throwIfAbandoned,
  type ReencodedPhoto,
} from '../../platform/storage/image-upload.js';
import {
  countPhotosInFlight,
  finishImageUpload,
  type ImageUpload,
} from '../../platform/storage/upload-budget.js';
import type { Db } from '../../db/client.js';
import { changesNeedReview, proposeChanges, publicPhotoIds } from '../listings/index.js';
import { countOwnerChange, lockOwnListing, ownPhotoIds, toOwnPhoto } from './listing.service.js';
import { flagCopiedPhotos, savePhotoFingerprints } from './photo-fingerprints.service.js';

const PHOTO_PREFIX = 'listing';

export interface PhotoUploadResult {
  photo: OwnPhoto;
  flagged: boolean;
}

export function photoError(message: string): AppError {
  return new AppError('unprocessable', message, { photo: message });
}

/** The size floor and refusals of every photo an advertiser uploads (gallery, verification). */
export const ADVERTISER_PHOTO_CHECKS = {
  minSide: PHOTO_MIN_SIDE,
  refusals: {
    tooManyPixels: M.photoTooManyPixels,
    tooSmall: M.photoTooSmall,
    notImage: M.photoNotImage,
  },
  refuse: photoError,
};

/**
 * Refuses early, in the upload's reservation (withImageUpload) before the file is read or
 * decoded, when the listing is not the caller's or is full: its photos, stored or waiting for
 * review, and the uploads to it still under way each hold a place.
 */
export async function assertRoomForPhoto(tx: Transaction, userId: number, listingId: number) {
  await lockOwnListing(tx, userId, listingId);
  const stored = (await ownPhotoIds(tx, listingId)).length;
  if (stored + (await countPhotosInFlight(tx, listingId)) >= PHOTO_MAX_PER_LISTING) {
    throw photoError(M.tooManyPhotos);
  }
}

/**
 * Re-encodes the photo to every width, writes the files, then the row (storePhotoWidths: a
 * failure at any point leaves neither a file nor a row). A photo matching another advertiser's photo flags the listing,
 * and a live listing goes back to review (docs/decisions/010-photos.md).
 */
export async function addPhoto(
  db: Database,
  storage: ImageStorage,
  userId: number,
  listingId: number,
  input: Buffer,
  upload: ImageUpload,
): Promise<PhotoUploadResult> {
  const options = {
    prefix: PHOTO_PREFIX,
    widths: PHOTO_WIDTHS,
    ...ADVERTISER_PHOTO_CHECKS,
    upload,
  };
  return storePhotoWidths(storage, input, options, ({ photo, baseName }) =>
    insertPhotoRow(db, userId, listingId, baseName, photo, upload),
  );
}

async function insertPhotoRow(
  db: Database,
  userId: number,
  listingId: number,
  baseName: string,
  photo: ReencodedPhoto,
  upload: ImageUpload,
): Promise<PhotoUploadResult> {
  const widths = photo.files.map((file) => file.width);
  const imageName = buildPhotoWidthName(baseName, Math.max(...widths));
  return db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId, listingId);
    const gallery = await ownPhotoIds(tx, listingId);
    if (gallery.length >= PHOTO_MAX_PER_LISTING) throw photoError(M.tooManyPhotos);
    // A public listing's new photo waits for review with the rest of its changes.
    const reviewed = changesNeedReview(listing);
    const [row] = await tx
      .insert(modelPhotos)
      .values({
        modelId: listingId,
        imageName,
        baseName,
        widths,
        width: photo.width,
        height: photo.height,
        phash: photo.phash,
        probeHashes: photo.fingerprints.probes,
        position: gallery.length,
        pending: reviewed,
      })
      .returning();
    const inserted = row!;
    if (reviewed) {
      await proposeChanges(tx, listingId, { photoIds: [...gallery, inserted.id] });
    } else if (gallery.length === 0) {
      await tx.update(models).set({ imageName }).where(eq(models.id, listingId));
    }
    await countOwnerChange(tx, listingId, 'photo_add', reviewed);
    await savePhotoFingerprints(tx, inserted.id, photo.fingerprints);
    const flagged = await flagCopiedPhotos(tx, listingId, userId, [inserted.id]);
    // The row replaces the upload's place under the limit in the same commit.
    await finishImageUpload(tx, upload);
    // A client gone by now gets no photo: the transaction rolls back, the files go.
    throwIfAbandoned(upload);
    return { photo: toOwnPhoto(inserted), flagged };
  });
}

/** Every stored file of a photo row (each width, or the one demo file). */
export function photoFileNames(row: {
  imageName: string;
  baseName: string | null;
  widths: number[];
}) {
  const { baseName } = row;
  if (!baseName) return [row.imageName];
  return row.widths.map((width) => buildPhotoWidthName(baseName, width));
}

/** Removes deleted photos' files once their rows are gone (a failure leaves a stray file only). */
export async function removePhotoFiles(
  storage: ImageStorage,
  photos: readonly Parameters<typeof photoFileNames>[0][],
): Promise<void> {
  const names = photos.flatMap((photo) => photoFileNames(photo));
  await Promise.all(names.map((name) => storage.remove(name).catch(() => undefined)));
}

/**
 * Deletes one photo, renumbers the rest and points the listing at its new main photo. A
 * listing under review or public keeps at least one photo. Files go after the rows. On a
 * public listing the owner's removal waits for review (an upload not yet reviewed goes at
 * once); `admin` is the console's removal, which is public at once and runs its audit entry
 * in the same transaction.
 */
export async function deletePhoto(
  db: Database,
  storage: ImageStorage,
  userId: number,
  listingId: number,
  photoId: number,
  admin?: (tx: Db) => Promise<void>,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId, listingId);
    const [target] = await tx
      .select()
      .from(modelPhotos)
      .where(and(eq(modelPhotos.id, photoId), eq(modelPhotos.modelId, listingId)));
    if (!target) throw new AppError('not_found', M.photoNotFound);
    const mustKeepOne = listing.status !== 'draft' && listing.status !== 'rejected';
    if (target.pending || (!admin && changesNeedReview(listing))) {
      const gallery = await ownPhotoIds(tx, listingId);
      if (mustKeepOne && gallery.length === 1) throw photoError(M.needsPhoto);
      await proposeChanges(tx, listingId, { photoIds: gallery.filter((id) => id !== photoId) });
      await (admin ? admin(tx) : countOwnerChange(tx, listingId, 'photo_remove', true));
      if (!target.pending) return undefined;
      await tx.delete(modelPhotos).where(eq(modelPhotos.id, photoId));
      return target;
    }
    const gallery = await publicPhotoIds(tx, listingId);
    if (mustKeepOne && gallery.length === 1) throw photoError(M.needsPhoto);
    await tx.delete(modelPhotos).where(eq(modelPhotos.id, photoId));
    await writeOrder(
      tx,
      listingId,
      gallery.filter((id) => id !== photoId),
    );
    await (admin ? admin(tx) : countOwnerChange(tx, listingId, 'photo_remove', false));
    return target;
  });
  if (removed) await removePhotoFiles(storage, [removed]);
}

/**
 * The gallery order: every photo of the listing once; the first becomes the main photo. On a
 * public listing the new order waits for review.
 */
export async function reorderPhotos(
  db: Database,
  userId: number,
  listingId: number,
  photoIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId, listingId);
    const gallery = await ownPhotoIds(tx, listingId);
    const unique = new Set(photoIds);
    if (
      unique.size !== photoIds.length ||
      photoIds.length !== gallery.length ||
      photoIds.some((id) => !gallery.includes(id))
    ) {
      throw new AppError('unprocessable', M.photoOrderInvalid, { photo_ids: M.photoOrderInvalid });
    }
    const waits = changesNeedReview(listing);
    if (waits) await proposeChanges(tx, listingId, { photoIds: [...photoIds] });
    else await writeOrder(tx, listingId, photoIds);
    await countOwnerChange(tx, listingId, 'photo_order', waits);
  });
}

/** Writes the public order; search cards and the profile's first image read models.image_name. */
async function writeOrder(tx: Db, listingId: number, ordered: readonly number[]): Promise<void> {
  for (const [position, id] of ordered.entries()) {
    await tx.update(modelPhotos).set({ position }).where(eq(modelPhotos.id, id));
  }
  const [main] =
    ordered.length === 0
      ? []
      : await tx
          .select({ imageName: modelPhotos.imageName })
          .from(modelPhotos)
          .where(eq(modelPhotos.id, ordered[0]!));
  await tx
    .update(models)
    .set({ imageName: main?.imageName ?? null, updatedAt: new Date() })
    .where(eq(models.id, listingId));
}
