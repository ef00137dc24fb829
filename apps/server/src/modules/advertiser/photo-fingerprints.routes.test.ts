import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LISTING_MESSAGES as M,
  buildListingPausePath,
  buildListingResumePath,
} from '@app/contract';
import { listingFlags, models, photoFingerprints } from '../../db/schema.js';
import { useApiTest } from '../../test/api-test.js';
import { createModelAccount } from '../../test/factories.js';
import {
  PHOTO_COPIES,
  approveAsAdmin,
  buildListingSteps,
  buildTwoAdvertisersListings,
  createLiveListing,
  drawDetailedPhoto,
  send,
  uploadPhoto,
} from '../../test/listing-helpers.js';

/** Copied photos across advertisers (docs/decisions/010-photos.md#fingerprints). */

const api = useApiTest();
const model = () => createModelAccount(api.db, api.testApp.tokens);

async function flagsOf(listingId: number) {
  return api.db.select().from(listingFlags).where(eq(listingFlags.modelId, listingId));
}

async function statusOf(listingId: number) {
  const [row] = await api.db
    .select({ status: models.status })
    .from(models)
    .where(eq(models.id, listingId));
  return row!.status;
}

function pauseListing(listingId: number, authorization: string) {
  return send(api.app, 'POST', buildListingPausePath(listingId), authorization);
}

function resumeListing(listingId: number, authorization: string) {
  return send(api.app, 'POST', buildListingResumePath(listingId), authorization);
}

/**
 * A live listing with photo `seed`, and another advertiser's live listing, paused, with
 * `makeCopy` of that photo uploaded.
 */
async function pausedListingWithCopy(seed: number, makeCopy: (photo: Buffer) => Promise<Buffer>) {
  const photo = await drawDetailedPhoto(seed);
  const { listing: original } = await createLiveListing(api, photo);
  const { owner: account, listing } = await createLiveListing(
    api,
    await drawDetailedPhoto(seed + 1),
  );
  await pauseListing(listing.id, account.authorization);
  const copy = await uploadPhoto(api.app, account.authorization, listing.id, await makeCopy(photo));
  return { original, account, listing, copy };
}

/** The listing's flags: exactly one, naming the copied photo and the listing it matched. */
async function expectOneFlag(listingId: number, photoId: number, matchedListingId: number) {
  const flags = await flagsOf(listingId);
  expect(flags).toHaveLength(1);
  expect(flags[0]!.details).toMatchObject({
    photo_id: photoId,
    matched_listing_id: matchedListingId,
  });
  return flags;
}

describe('photo fingerprints on upload', () => {
  const copies: Array<[string, (photo: Buffer) => Promise<Buffer>]> = [
    ['mirrored', PHOTO_COPIES.mirrored],
    ['turned 90°', (photo) => PHOTO_COPIES.turned(photo, 90)],
    ['turned 180°', (photo) => PHOTO_COPIES.turned(photo, 180)],
    ['turned 270°', (photo) => PHOTO_COPIES.turned(photo, 270)],
    ['cropped by 15 %', (photo) => PHOTO_COPIES.cropped(photo, 0.15)],
    ['cropped by 20 %', (photo) => PHOTO_COPIES.cropped(photo, 0.2)],
  ];

  it.each(copies.map(([name, copy], i) => [name, copy, 1000 + i] as const))(
    "flags a %s copy of another advertiser's photo, naming the original",
    async (_name, copy, seed) => {
      const { first, second, firstListing, secondListing } = await buildTwoAdvertisersListings(api);
      const photo = await drawDetailedPhoto(seed);
      const original = await uploadPhoto(api.app, first.authorization, firstListing.id, photo);

      const copied = await uploadPhoto(
        api.app,
        second.authorization,
        secondListing.id,
        await copy(photo),
      );

      expect(copied.statusCode).toBe(201);
      expect(copied.json().flagged).toBe(true);
      const [flag] = await expectOneFlag(secondListing.id, copied.json().data.id, firstListing.id);
      expect(flag!.details).toMatchObject({ matched_photo_id: original.json().data.id });
      expect(flag!.details.distance).toBeLessThanOrEqual(5);
      expect(await flagsOf(firstListing.id)).toHaveLength(0);
    },
  );

  it("flags the uncropped original of another advertiser's 20 % crop", async () => {
    const { first, second, firstListing, secondListing } = await buildTwoAdvertisersListings(api);
    const photo = await drawDetailedPhoto(1100);
    await uploadPhoto(
      api.app,
      first.authorization,
      firstListing.id,
      await PHOTO_COPIES.cropped(photo, 0.2),
    );

    const uncropped = await uploadPhoto(api.app, second.authorization, secondListing.id, photo);

    expect(uncropped.json().flagged).toBe(true);
  });

  it('does not flag an unrelated detailed photo, and stores its whole picture and two crops', async () => {
    const { first, second, firstListing, secondListing } = await buildTwoAdvertisersListings(api);
    await uploadPhoto(api.app, first.authorization, firstListing.id, await drawDetailedPhoto(1200));

    const other = await uploadPhoto(
      api.app,
      second.authorization,
      secondListing.id,
      await drawDetailedPhoto(1201),
    );

    expect(other.json().flagged).toBe(false);
    expect(await flagsOf(secondListing.id)).toHaveLength(0);
    const stored = await api.db
      .select({ kind: photoFingerprints.kind })
      .from(photoFingerprints)
      .where(eq(photoFingerprints.photoId, other.json().data.id));
    expect(stored.map((row) => row.kind).sort()).toEqual([0, 1, 2]);
  });
});

describe('photo fingerprints on resume', () => {
  it('sends a listing to pending, flagged, when it resumes with a copy uploaded while paused', async () => {
    const { original, account, listing, copy } = await pausedListingWithCopy(1300, (photo) =>
      PHOTO_COPIES.turned(photo, 90),
    );
    expect(copy.json().flagged).toBe(true);
    expect(await statusOf(listing.id)).toBe('paused');

    const resumed = await resumeListing(listing.id, account.authorization);

    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().message).toBe(M.resumedForReview);
    expect(await statusOf(listing.id)).toBe('pending');
    expect((await send(api.app, 'GET', `/api/models/${listing.id}`)).statusCode).toBe(404);
    const [flag] = await expectOneFlag(listing.id, copy.json().data.id, original.id);
    expect(flag!.resolvedAt).toBeNull();
  });

  it('flags on resume a copied photo that has no flag yet (stored before the check could see it)', async () => {
    const { original, account, listing, copy } = await pausedListingWithCopy(1350, (photo) =>
      PHOTO_COPIES.cropped(photo, 0.15),
    );
    // As if the copy had been stored before its match could be found: no flag on record.
    await api.db.delete(listingFlags).where(eq(listingFlags.modelId, listing.id));

    const resumed = await resumeListing(listing.id, account.authorization);

    expect(resumed.json().message).toBe(M.resumedForReview);
    expect(await statusOf(listing.id)).toBe('pending');
    await expectOneFlag(listing.id, copy.json().data.id, original.id);
  });

  it('resumes to live once an admin has approved the flagged photo, without flagging it again', async () => {
    const photo = await drawDetailedPhoto(1400);
    await createLiveListing(api, photo);
    const {
      owner: account,
      admin,
      listing,
    } = await createLiveListing(api, await drawDetailedPhoto(1401));
    const copy = await uploadPhoto(
      api.app,
      account.authorization,
      listing.id,
      await PHOTO_COPIES.mirrored(photo),
    );
    expect(copy.json().flagged).toBe(true);
    await approveAsAdmin(api.app, admin.authorization, listing.id);
    expect((await flagsOf(listing.id))[0]!.resolvedAt).not.toBeNull();
    await pauseListing(listing.id, account.authorization);

    const resumed = await resumeListing(listing.id, account.authorization);

    expect(resumed.json().message).toBe(M.resumed);
    expect(await statusOf(listing.id)).toBe('live');
    expect(await flagsOf(listing.id)).toHaveLength(1);
  });

  it("never sends the first uploader to pending on resume because of a later advertiser's copy", async () => {
    const photo = await drawDetailedPhoto(1500);
    const { owner: account, listing } = await createLiveListing(api, photo);
    const copier = await model();
    const copierListing = await buildListingSteps(api.app, copier.authorization);
    await uploadPhoto(
      api.app,
      copier.authorization,
      copierListing.id,
      await PHOTO_COPIES.cropped(photo, 0.15),
    );
    await pauseListing(listing.id, account.authorization);

    const resumed = await resumeListing(listing.id, account.authorization);

    expect(resumed.json().message).toBe(M.resumed);
    expect(await statusOf(listing.id)).toBe('live');
    expect(await flagsOf(listing.id)).toHaveLength(0);
  });
});
