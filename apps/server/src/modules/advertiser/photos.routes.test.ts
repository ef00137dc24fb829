import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  LISTING_MESSAGES as M,
  PHOTO_MAX_BYTES,
  PHOTO_WIDTHS,
  buildAdminListingPath,
  buildListingPhotoPath,
  buildListingPhotosPath,
  buildListingSubmitPath,
  buildPhotoWidthName,
} from '@app/contract';
import { listingFlags, modelPhotos, models } from '../../db/schema.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import { buildTestApp } from '../../test/test-app.js';
import { createAdminAccount, createModelAccount } from '../../test/factories.js';
import {
  approveAsAdmin,
  buildListingSteps,
  buildTwoAdvertisersListings,
  drawPhoto,
  FULL_SIZE_PHOTO,
  drawPhotoWithGps,
  hasGpsExif,
  multipartFile,
  send,
  storedFiles,
  uploadPhoto,
} from '../../test/listing-helpers.js';

const api = useApiTest();
const model = () => createModelAccount(api.db, api.testApp.tokens);

async function photoRows(listingId: number) {
  return api.db.select().from(modelPhotos).where(eq(modelPhotos.modelId, listingId));
}

/** An upload to a new listing refused with 422 and `message`, leaving no file and no row. */
async function expectUploadRefused(
  file: Buffer,
  options: Parameters<typeof uploadPhoto>[4],
  message: string,
) {
  const account = await model();
  const listing = await buildListingSteps(api.app, account.authorization);
  const before = await storedFiles(api.testApp);

  const uploaded = await uploadPhoto(api.app, account.authorization, listing.id, file, options);

  expectAnswer(uploaded, 422, message);
  expect(await storedFiles(api.testApp)).toEqual(before);
  expect(await photoRows(listing.id)).toHaveLength(0);
}

/**
 * A valid PNG header claiming 20000 × 20000 pixels (400 megapixels) around a tiny compressed
 * body: a decompression bomb, refused from the header before anything is decoded.
 */
function pixelBombPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(20_001 * 50))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/model/listings/:id/photos', () => {
  it('stores a JPEG with GPS EXIF at every width without any EXIF left', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);
    const original = await drawPhotoWithGps(101, FULL_SIZE_PHOTO);
    expect(await hasGpsExif(original)).toBe(true);

    const uploaded = await uploadPhoto(api.app, account.authorization, listing.id, original);

    expect(uploaded.statusCode).toBe(201);
    const body = uploaded.json();
    expect(body.message).toBe(M.photoUploaded);
    expect(body.flagged).toBe(false);
    expect(body.data.sources.map((source: { width: number }) => source.width)).toEqual([
      ...PHOTO_WIDTHS,
    ]);
    const [row] = await photoRows(listing.id);
    expect(row!.baseName).toBeTruthy();
    for (const width of PHOTO_WIDTHS) {
      const file = await api.testApp.storage.open(buildPhotoWidthName(row!.baseName!, width));
      expect(file).toBeDefined();
      const chunks: Buffer[] = [];
      for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
      const stored = Buffer.concat(chunks);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.width).toBe(Math.min(width, FULL_SIZE_PHOTO.width));
    }
    const served = await api.app.inject({ method: 'GET', url: body.data.sources[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a non-image with photoNotImage and leaves no file and no row', async () => {
    await expectUploadRefused(
      Buffer.from('%PDF-1.4 not a photo at all\n'.repeat(200)),
      { filename: 'photo.jpg', type: 'image/jpeg' },
      M.photoNotImage,
    );
  });

  it('refuses an 11 MB file with photoTooLarge and leaves no file and no row', async () => {
    const photo = await drawPhoto(102);
    const eleven = Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024 - photo.length, 7)]);
    expect(eleven.length).toBeGreaterThan(PHOTO_MAX_BYTES);

    await expectUploadRefused(eleven, undefined, M.photoTooLarge);
  });

  it('refuses a pixel bomb with photoTooManyPixels and leaves no file and no row', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);

    await expectUploadRefused(
      bomb,
      { filename: 'bomb.png', type: 'image/png' },
      M.photoTooManyPixels,
    );
  });

  it('refuses a photo smaller than the narrowest width with photoTooSmall', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);

    const uploaded = await uploadPhoto(
      api.app,
      account.authorization,
      listing.id,
      await drawPhoto(103, { width: 200, height: 300, format: 'png' }),
    );

    expectAnswer(uploaded, 422, M.photoTooSmall);
  });

  it('answers 400 to a multipart body cut off half way and leaves no file and no row', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);
    const before = await storedFiles(api.testApp);
    const body = multipartFile(await drawPhoto(104));
    const half = body.payload.subarray(0, Math.floor(body.payload.length / 2));

    const uploaded = await api.app.inject({
      method: 'POST',
      url: buildListingPhotosPath(listing.id),
      headers: { ...body.headers, authorization: account.authorization },
      payload: half,
    });

    expectAnswer(uploaded, 400, M.photoUploadIncomplete);
    expect(await storedFiles(api.testApp)).toEqual(before);
    expect(await photoRows(listing.id)).toHaveLength(0);
  });

  it('leaves no file and no row when the client disconnects half way through the upload', async () => {
    // A real socket: the client announces the whole length, sends half, then hangs up.
    const served = await buildTestApp(api.db);
    await served.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const account = await createModelAccount(api.db, served.tokens);
      const listing = await buildListingSteps(served.app, account.authorization);
      const body = multipartFile(
        await drawPhoto(105, { width: 1600, height: 2000, format: 'png' }),
      );
      const { port } = served.app.server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: buildListingPhotosPath(listing.id),
          headers: {
            ...body.headers,
            authorization: account.authorization,
            'content-length': body.payload.length,
          },
        });
        request.on('error', () => resolve());
        request.on('close', () => resolve());
        request.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)), () => {
          setTimeout(() => request.destroy(), 100);
        });
      });
      // The server notices the hang-up and gives up; give it a moment to do so.
      await new Promise((resolve) => setTimeout(resolve, 500));

      expect(await storedFiles(served)).toEqual([]);
      expect(await photoRows(listing.id)).toHaveLength(0);
    } finally {
      await served.app.close();
    }
  });

  it('refuses a 21st photo with tooManyPhotos', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);
    // Rows are enough to fill the listing: the limit counts rows.
    await api.db.insert(modelPhotos).values(
      Array.from({ length: 20 }, (_, position) => ({
        modelId: listing.id,
        imageName: 'demo-portrait.webp',
        position,
      })),
    );

    const uploaded = await uploadPhoto(
      api.app,
      account.authorization,
      listing.id,
      await drawPhoto(106),
    );

    expectAnswer(uploaded, 422, M.tooManyPhotos);
  });
});

describe('photo matches across advertisers', () => {
  it("flags the second advertiser's listing when it uploads the same photo, naming the first listing", async () => {
    const { first, second, firstListing, secondListing } = await buildTwoAdvertisersListings(api);
    const admin = await createAdminAccount(api.db, api.testApp.tokens);
    const photo = await drawPhoto(201);

    const original = await uploadPhoto(api.app, first.authorization, firstListing.id, photo);
    // The same picture, re-compressed as another file: a perceptual match, not a byte match.
    const copy = await sharp(photo).resize({ width: 400 }).jpeg({ quality: 70 }).toBuffer();
    const reused = await uploadPhoto(api.app, second.authorization, secondListing.id, copy);

    expect(original.json().flagged).toBe(false);
    expect(reused.statusCode).toBe(201);
    expect(reused.json().flagged).toBe(true);
    const flags = await api.db
      .select()
      .from(listingFlags)
      .where(eq(listingFlags.modelId, secondListing.id));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.details).toMatchObject({
      matched_listing_id: firstListing.id,
      matched_photo_id: original.json().data.id,
      photo_id: reused.json().data.id,
    });
    const review = await send(
      api.app,
      'GET',
      buildAdminListingPath(secondListing.id),
      admin.authorization,
    );
    expect(review.json().data.flags[0]).toMatchObject({
      kind: 'photo_match',
      matched_listing_id: firstListing.id,
      matched_listing_name: firstListing.name,
    });
    expect(
      await api.db.select().from(listingFlags).where(eq(listingFlags.modelId, firstListing.id)),
    ).toHaveLength(0);
  });

  it('does not flag different photos, nor the same photo uploaded twice by one advertiser', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);
    const photo = await drawPhoto(301);

    const a = await uploadPhoto(api.app, account.authorization, listing.id, photo);
    const b = await uploadPhoto(api.app, account.authorization, listing.id, photo);
    const c = await uploadPhoto(api.app, account.authorization, listing.id, await drawPhoto(302));

    expect([a, b, c].map((response) => response.json().flagged)).toEqual([false, false, false]);
  });

  it('keeps a live listing’s photo that matches another advertiser’s off the public site: flagged, with its changes waiting for review', async () => {
    const { first, second, firstListing, secondListing } = await buildTwoAdvertisersListings(api);
    const admin = await createAdminAccount(api.db, api.testApp.tokens);
    await uploadPhoto(api.app, first.authorization, firstListing.id, await drawPhoto(401));
    await uploadPhoto(api.app, second.authorization, secondListing.id, await drawPhoto(402));
    await send(api.app, 'POST', buildListingSubmitPath(secondListing.id), second.authorization);
    await approveAsAdmin(api.app, admin.authorization, secondListing.id);

    const reused = await uploadPhoto(
      api.app,
      second.authorization,
      secondListing.id,
      await drawPhoto(401),
    );

    expect(reused.json().flagged).toBe(true);
    const profile = (await send(api.app, 'GET', `/api/models/${secondListing.id}`)).json().data;
    expect(profile.photos).toHaveLength(1);
    const review = (
      await send(api.app, 'GET', buildAdminListingPath(secondListing.id), admin.authorization)
    ).json().data;
    expect(review).toMatchObject({ status: 'live', pending_changes: { drops_badge: false } });
    expect(review.flags.map((flag: { photo_id: number }) => flag.photo_id)).toEqual([
      reused.json().data.id,
    ]);
  });
});

describe('DELETE /api/model/listings/:id/photos/:photoId', () => {
  it('deletes the row and every width file, and the next photo becomes the main one', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);
    const first = (
      await uploadPhoto(api.app, account.authorization, listing.id, await drawPhoto(501))
    ).json();
    const second = (
      await uploadPhoto(api.app, account.authorization, listing.id, await drawPhoto(502))
    ).json();
    const names = first.data.sources.map((source: { url: string }) => source.url.split('/').pop());

    const deleted = await send(
      api.app,
      'DELETE',
      buildListingPhotoPath(listing.id, first.data.id),
      account.authorization,
    );

    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.photos.map((photo: { id: number }) => photo.id)).toEqual([
      second.data.id,
    ]);
    const files = await storedFiles(api.testApp);
    for (const name of names) expect(files).not.toContain(name);
    const [row] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(row!.imageName).toBe(second.data.image_name);
  });
});
