import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  LISTING_MESSAGES as M,
  PHOTO_MAX_PER_LISTING,
  PHOTO_MIN_SIDE,
  PHOTO_WIDTHS,
  buildPhotoWidthName,
  type OwnPhoto,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { listingFlags, modelPhotos, models } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import { storePhotoWidths, type ReencodedPhoto } from '../../platform/storage/image-upload.js';
import type { Db } from '../../db/client.js';
import { countPhotos, lockOwnListing, toOwnPhoto } from './listing.service.js';

/**
 * Two 64-bit perceptual hashes this close (bits that differ) are the same picture: a resize,
 * re-compression or light crop of it stays within a few bits, different photos sit near 32.
 * 10 is the usual pHash cut-off (docs/decisions/010-photos.md).
 */
export const PHOTO_MATCH_MAX_DISTANCE = 10;
const PHOTO_PREFIX = 'listing';

export interface PhotoUploadResult {
  photo: OwnPhoto;
  flagged: boolean;
}

export function photoError(message: string): AppError {
  return new AppError('unprocessable', message, { photo: message });
}

/** Refuses early, before the file is read, when the listing is full or not the caller's. */
export async function assertRoomForPhoto(db: Database, userId: number, listingId: number) {
  await db.transaction(async (tx) => {
    await lockOwnListing(tx, userId, listingId);
    if ((await countPhotos(tx, listingId)) >= PHOTO_MAX_PER_LISTING) {
      throw photoError(M.tooManyPhotos);
    }
  });
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
): Promise<PhotoUploadResult> {
  const options = {
    prefix: PHOTO_PREFIX,
    widths: PHOTO_WIDTHS,
    minSide: PHOTO_MIN_SIDE,
    refusals: {
      tooManyPixels: M.photoTooManyPixels,
      tooSmall: M.photoTooSmall,
      notImage: M.photoNotImage,
    },
    refuse: photoError,
  };
  return storePhotoWidths(storage, input, options, ({ photo, baseName }) =>
    insertPhotoRow(db, userId, listingId, baseName, photo),
  );
}

async function insertPhotoRow(
  db: Database,
  userId: number,
  listingId: number,
  baseName: string,
  photo: ReencodedPhoto,
): Promise<PhotoUploadResult> {
  const widths = photo.files.map((file) => file.width);
  const imageName = buildPhotoWidthName(baseName, Math.max(...widths));
  return db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId, listingId);
    const existing = await countPhotos(tx, listingId);
    if (existing >= PHOTO_MAX_PER_LISTING) throw photoError(M.tooManyPhotos);
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
        position: existing,
      })
      .returning();
    const inserted = row!;
    if (existing === 0) {
      await tx.update(models).set({ imageName }).where(eq(models.id, listingId));
    }
    const match = await findMatchingPhoto(tx, userId, photo.phash);
    if (match) {
      await tx.insert(listingFlags).values({
        modelId: listingId,
        kind: 'photo_match',
        details: {
          photo_id: inserted.id,
          matched_listing_id: match.modelId,
          matched_photo_id: match.photoId,
          distance: match.distance,
        },
      });
      if (listing.status === 'live') {
        await tx
          .update(models)
          .set({ status: 'pending', submittedAt: new Date() })
          .where(eq(models.id, listingId));
      }
    }
    return { photo: toOwnPhoto(inserted), flagged: Boolean(match) };
  });
}

interface PhotoMatch {
  modelId: number;
  photoId: number;
  distance: number;
}

/** The closest photo of another advertiser within PHOTO_MATCH_MAX_DISTANCE, if any. */
async function findMatchingPhoto(
  db: Db,
  userId: number,
  hash: bigint,
): Promise<PhotoMatch | undefined> {
  const distance = sql<number>`bit_count((${modelPhotos.phash} # ${hash.toString()}::bigint)::bit(64))::int`;
  const [match] = await db
    .select({ modelId: modelPhotos.modelId, photoId: modelPhotos.id, distance })
    .from(modelPhotos)
    .innerJoin(models, eq(models.id, modelPhotos.modelId))
    .where(
      and(
        ne(models.userId, userId),
        sql`${modelPhotos.phash} IS NOT NULL`,
        sql`${distance} <= ${PHOTO_MATCH_MAX_DISTANCE}`,
      ),
    )
    .orderBy(distance, asc(modelPhotos.id))
    .limit(1);
  return match;
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

/**
 * Deletes one photo, renumbers the rest and points the listing at its new main photo. A
 * listing under review or public keeps at least one photo. Files go after the rows.
 * `alsoInTransaction` runs in the same transaction once the rows are changed (the admin's
 * audit entry).
 */
export async function deletePhoto(
  db: Database,
  storage: ImageStorage,
  userId: number,
  listingId: number,
  photoId: number,
  alsoInTransaction?: (tx: Db) => Promise<void>,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId, listingId);
    const photos = await tx
      .select()
      .from(modelPhotos)
      .where(eq(modelPhotos.modelId, listingId))
      .orderBy(asc(modelPhotos.position), asc(modelPhotos.id));
    const target = photos.find((photo) => photo.id === photoId);
    if (!target) throw new AppError('not_found', M.photoNotFound);
    const mustKeepOne = listing.status !== 'draft' && listing.status !== 'rejected';
    if (mustKeepOne && photos.length === 1) throw photoError(M.needsPhoto);
    await tx.delete(modelPhotos).where(eq(modelPhotos.id, photoId));
    await writeOrder(
      tx,
      listingId,
      photos.filter((photo) => photo.id !== photoId),
    );
    await alsoInTransaction?.(tx);
    return target;
  });
  await Promise.all(
    photoFileNames(removed).map((name) => storage.remove(name).catch(() => undefined)),
  );
}

/** The gallery order: every photo of the listing once; the first becomes the main photo. */
export async function reorderPhotos(
  db: Database,
  userId: number,
  listingId: number,
  photoIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnListing(tx, userId, listingId);
    const photos = await tx.select().from(modelPhotos).where(eq(modelPhotos.modelId, listingId));
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    const unique = new Set(photoIds);
    if (
      unique.size !== photoIds.length ||
      photoIds.length !== photos.length ||
      photoIds.some((id) => !byId.has(id))
    ) {
      throw new AppError('unprocessable', M.photoOrderInvalid, { photo_ids: M.photoOrderInvalid });
    }
    await writeOrder(
      tx,
      listingId,
      photoIds.map((id) => byId.get(id)!),
    );
  });
}

async function writeOrder(
  tx: Db,
  listingId: number,
  ordered: readonly { id: number; imageName: string }[],
): Promise<void> {
  for (const [position, photo] of ordered.entries()) {
    await tx.update(modelPhotos).set({ position }).where(eq(modelPhotos.id, photo.id));
  }
  // Search cards and the profile's first image read models.image_name.
  await tx
    .update(models)
    .set({ imageName: ordered[0]?.imageName ?? null, updatedAt: new Date() })
    .where(eq(models.id, listingId));
}
