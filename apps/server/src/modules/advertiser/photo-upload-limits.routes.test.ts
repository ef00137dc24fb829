import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_UPLOADS_PER_HOUR,
  LISTING_MESSAGES as M,
  MESSAGES,
  PHOTO_MAX_PER_LISTING,
  PHOTO_WIDTHS,
  buildListingPhotosPath,
} from '@app/contract';
import { imageUploads, modelPhotos } from '../../db/schema.js';
import { imagePipeline } from '../../platform/storage/image-upload.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import { createModelAccount, type TestAccount } from '../../test/factories.js';
import {
  buildListingSteps,
  drawPhoto,
  multipartFile,
  storedFiles,
  uploadPhoto,
} from '../../test/listing-helpers.js';

/**
 * What an image upload may cost the server (docs/decisions/010-photos.md): a listing's photo
 * limit and the account's hourly budget are checked before anything is decoded, a tiny file
 * claiming 40 MP decodes at a bounded cost, and an upload whose client hangs up stores nothing.
 * "Before decoding" is read off the pipeline's count of uploads that ever got their turn: one
 * that never got a turn was never decoded.
 */
const api = useApiTest();
let port: number;

beforeAll(async () => {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as AddressInfo).port;
});

async function newListing(): Promise<{ account: TestAccount; listingId: number }> {
  const account = await createModelAccount(api.db, api.testApp.tokens);
  const { id } = await buildListingSteps(api.app, account.authorization);
  return { account, listingId: id };
}

/** One upload through the API by the listing's owner. */
const upload = (account: TestAccount, listingId: number, file: Buffer) =>
  uploadPhoto(api.app, account.authorization, listingId, file);

const photoRows = (listingId: number) =>
  api.db.select().from(modelPhotos).where(eq(modelPhotos.modelId, listingId));

const ledgerRows = (userId: number) =>
  api.db.select().from(imageUploads).where(eq(imageUploads.userId, userId));

/** Stored photo rows (demo file names): the limit counts rows, not files. */
async function fillWithPhotos(listingId: number, count: number) {
  await api.db.insert(modelPhotos).values(
    Array.from({ length: count }, (_, position) => ({
      modelId: listingId,
      imageName: 'demo-portrait.webp',
      position,
    })),
  );
}

/** Uploads the account sent `minutesAgo`, finished: what its hourly budget counts. */
async function spendBudget(userId: number, count: number, minutesAgo: number) {
  await api.db.insert(imageUploads).values(
    Array.from({ length: count }, () => ({
      userId,
      startedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
      finishedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    })),
  );
}

const turnsSoFar = () => imagePipeline.load().started;
/** libvips is working on an image now: a decode is under way. */
const isDecoding = () => sharp.counters().process > 0;

async function waitFor(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the listing photo limit, before decoding', () => {
  it('refuses a photo when the stored photos and the uploads still in flight fill the listing, without decoding it', async () => {
    const { account, listingId } = await newListing();
    await fillWithPhotos(listingId, PHOTO_MAX_PER_LISTING - 1);
    // One upload to this listing is under way (reserved, not finished): it holds the last place.
    await api.db.insert(imageUploads).values({ userId: account.id, listingId });
    const files = await storedFiles(api.testApp);
    const decodes = turnsSoFar();

    const uploaded = await upload(account, listingId, await drawPhoto(301));

    expectAnswer(uploaded, 422, M.tooManyPhotos);
    expect(turnsSoFar()).toBe(decodes);
    expect(await storedFiles(api.testApp)).toEqual(files);
    expect(await photoRows(listingId)).toHaveLength(PHOTO_MAX_PER_LISTING - 1);
    expect(await ledgerRows(account.id)).toHaveLength(1);
  });

  it('stores two of three photos sent at once to a listing with room for two, decoding only those two', async () => {
    const { account, listingId } = await newListing();
    await fillWithPhotos(listingId, PHOTO_MAX_PER_LISTING - 2);
    const decodes = turnsSoFar();

    const answers = await Promise.all(
      [302, 303, 304].map(async (seed) => upload(account, listingId, await drawPhoto(seed))),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().message).toBe(
      M.tooManyPhotos,
    );
    expect(turnsSoFar() - decodes).toBe(2);
    expect(await photoRows(listingId)).toHaveLength(PHOTO_MAX_PER_LISTING);
  });

  it('gives an in-flight place back when its upload died with its server five minutes ago', async () => {
    const { account, listingId } = await newListing();
    await fillWithPhotos(listingId, PHOTO_MAX_PER_LISTING - 1);
    await api.db.insert(imageUploads).values({
      userId: account.id,
      listingId,
      startedAt: sql`now() - interval '6 minutes'`,
    });

    const uploaded = await upload(account, listingId, await drawPhoto(305));

    expect(uploaded.statusCode).toBe(201);
  });
});

describe('the hourly image budget', () => {
  it(`answers 429 to the ${IMAGE_UPLOADS_PER_HOUR + 1}st image of the hour with Retry-After, storing and decoding nothing`, async () => {
    const { account, listingId } = await newListing();
    await spendBudget(account.id, IMAGE_UPLOADS_PER_HOUR, 20);
    const files = await storedFiles(api.testApp);
    const decodes = turnsSoFar();

    const uploaded = await upload(account, listingId, await drawPhoto(311));

    expectAnswer(uploaded, 429, MESSAGES.uploadBudgetSpent);
    // The oldest of the hour's uploads (20 minutes ago) leaves the window in 40 minutes.
    const retryAfter = Number(uploaded.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(39 * 60);
    expect(retryAfter).toBeLessThanOrEqual(40 * 60);
    expect(turnsSoFar()).toBe(decodes);
    expect(await storedFiles(api.testApp)).toEqual(files);
    expect(await photoRows(listingId)).toHaveLength(0);
    expect(await ledgerRows(account.id)).toHaveLength(IMAGE_UPLOADS_PER_HOUR);
  });

  it('counts only the last hour: uploads older than that are forgotten', async () => {
    const { account, listingId } = await newListing();
    await spendBudget(account.id, IMAGE_UPLOADS_PER_HOUR, 61);

    const uploaded = await upload(account, listingId, await drawPhoto(312));

    expect(uploaded.statusCode).toBe(201);
    expect(await ledgerRows(account.id)).toHaveLength(1);
  });

  it('does not charge a refusal read from the header (not an image), which decodes nothing', async () => {
    const { account, listingId } = await newListing();

    const uploaded = await upload(account, listingId, Buffer.from('%PDF-1.7 not a photo'));

    expectAnswer(uploaded, 422, M.photoNotImage);
    expect(await ledgerRows(account.id)).toHaveLength(0);
  });
});

/**
 * 39.7 MP of one colour as a 1.6 KB lossless WebP, the file that once cost 3 s of CPU and
 * 300 MB. Made once: encoding it takes a few seconds.
 */
let bombMade: Promise<Buffer> | undefined;
const losslessWebpBomb = () =>
  (bombMade ??= sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#8a5a44' } })
    .webp({ lossless: true })
    .toBuffer());

describe('a tiny file claiming 40 megapixels', () => {
  it('stores a 1.6 KB lossless WebP of 39.7 MP for under 2 s of CPU and 150 MB of memory', async () => {
    const { account, listingId } = await newListing();
    const bomb = await losslessWebpBomb();
    expect(bomb.length).toBeLessThan(2_000);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    const cpuBefore = process.cpuUsage();

    const uploaded = await upload(account, listingId, bomb);

    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data.sources.map((source: { width: number }) => source.width)).toEqual([
      ...PHOTO_WIDTHS,
    ]);
    // Decoded whole before (a 40 MP copy held, then re-read per width): 3.4 s and 330 MB.
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(2_000);
    expect((rssPeak - rssBefore) / 1e6).toBeLessThan(150);
  });
});

/** A photo upload over a real socket; resolves once the request is sent in full. */
function sendUpload(
  account: TestAccount,
  listingId: number,
  photo: Buffer,
): Promise<{ hangUp: () => void }> {
  const body = multipartFile(photo);
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: buildListingPhotosPath(listingId),
      headers: {
        ...body.headers,
        authorization: account.authorization,
        'content-length': body.payload.length,
      },
    });
    request.on('error', () => undefined);
    request.on('response', () => reject(new Error('answered before the client hung up')));
    request.end(body.payload, () => resolve({ hangUp: () => request.destroy() }));
  });
}

describe('an upload whose client hangs up', () => {
  it('is dropped while it waits for its turn: no file, no row, not charged, and the next upload is stored', async () => {
    const { account, listingId } = await newListing();
    const files = await storedFiles(api.testApp);
    // Both turns taken by other work, so the upload waits in the queue.
    const gates: Array<() => void> = [];
    const busy = Array.from({ length: 2 }, () =>
      imagePipeline.run(() => new Promise<void>((resolve) => gates.push(resolve))),
    );
    const turns = turnsSoFar();
    try {
      const upload = await sendUpload(account, listingId, await drawPhoto(321));
      await waitFor(() => imagePipeline.load().waiting === 1, 'the upload to queue');
      expect(await ledgerRows(account.id)).toHaveLength(1);

      upload.hangUp();
      await waitFor(() => imagePipeline.load().waiting === 0, 'the upload to leave the queue');
      await waitFor(async () => (await ledgerRows(account.id)).length === 0, 'its refund');
    } finally {
      for (const open of gates) open();
      await Promise.all(busy);
    }

    expect(turnsSoFar()).toBe(turns);
    expect(await storedFiles(api.testApp)).toEqual(files);
    expect(await photoRows(listingId)).toHaveLength(0);
    const next = await upload(account, listingId, await drawPhoto(322));
    expect(next.statusCode).toBe(201);
  });

  it('stops once its decoding ends when it hangs up mid-work: no file, no row, the turn freed, and the work charged', async () => {
    const { account, listingId } = await newListing();
    const files = await storedFiles(api.testApp);
    // A small file whose decoding (about half a second) is long enough to hang up during it.
    const upload = await sendUpload(account, listingId, await losslessWebpBomb());
    await waitFor(isDecoding, 'the decoding to begin');
    upload.hangUp();
    await waitFor(() => imagePipeline.load().active === 0, 'its turn to be freed');
    await waitFor(
      async () => (await ledgerRows(account.id)).every((row) => row.finishedAt !== null),
      'the upload to settle',
    );

    expect(await storedFiles(api.testApp)).toEqual(files);
    expect(await photoRows(listingId)).toHaveLength(0);
    expect(await ledgerRows(account.id)).toHaveLength(1);
  });
});
