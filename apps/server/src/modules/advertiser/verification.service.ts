import { LISTING_MESSAGES as M, PHOTO_WIDTHS } from '@app/contract';
import type { Database, Db } from '../../db/client.js';
import type { models } from '../../db/schema.js';
import { verificationRequests } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { PRIVATE_IMAGE_PREFIX, type ImageStorage } from '../../platform/storage/image-storage.js';
import {
  storePhotoWidths,
  throwIfAbandoned,
  type UploadControl,
} from '../../platform/storage/image-upload.js';
import { findPendingVerification } from '../listings/index.js';
import { lockOwnListing, noteOwnerAction, requireOwnListing } from './listing.service.js';
import { ADVERTISER_PHOTO_CHECKS } from './photos.service.js';

type ModelRow = typeof models.$inferSelect;

/** One width is enough to compare faces; the widest the photos have. */
const VERIFICATION_PHOTO_WIDTHS = [Math.max(...PHOTO_WIDTHS)];

/** 409 unless the listing is public, not verified and has no request waiting. */
async function assertCanRequest(db: Db, listing: ModelRow): Promise<void> {
  if (listing.isVerified) throw new AppError('conflict', M.alreadyVerifiedListing);
  if (listing.status !== 'live' && listing.status !== 'paused') {
    throw new AppError('conflict', M.verificationNotLive);
  }
  if (await findPendingVerification(db, listing.id)) {
    throw new AppError('conflict', M.verificationWaiting);
  }
}

/** Refuses early, before the photo is read, what the request would refuse after. */
export async function assertCanRequestVerification(db: Db, userId: number, listingId: number) {
  await assertCanRequest(db, await requireOwnListing(db, userId, listingId));
}

/**
 * Stores the owner's verification photo, re-encoded without metadata, under a private name
 * (never served publicly), and opens the request with the listing's current code.
 */
export async function requestVerification(
  db: Database,
  storage: ImageStorage,
  userId: number,
  listingId: number,
  input: Buffer,
  { upload }: { upload?: UploadControl } = {},
): Promise<void> {
  const options = {
    prefix: PRIVATE_IMAGE_PREFIX,
    widths: VERIFICATION_PHOTO_WIDTHS,
    ...ADVERTISER_PHOTO_CHECKS,
    upload,
  };
  await storePhotoWidths(storage, input, options, ({ names }) =>
    db.transaction(async (tx) => {
      const listing = await lockOwnListing(tx, userId, listingId);
      await assertCanRequest(tx, listing);
      await tx.insert(verificationRequests).values({
        modelId: listingId,
        code: listing.verificationCode,
        imageName: names[0]!,
      });
      await noteOwnerAction(tx, listingId, 'verification_request');
      throwIfAbandoned(upload);
    }),
  );
}
