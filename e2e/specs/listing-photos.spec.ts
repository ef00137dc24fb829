import {
  LISTING_MESSAGES,
  buildListingPhotoOrderPath,
  buildListingPhotosPath,
  buildModelListingPath,
  type OwnListing,
  type OwnListingResponse,
} from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedAdvertiser } from '../support/advertiser-account.js';
import {
  buildListingOverApi,
  demoListingParts,
  makeTestPhoto,
} from '../support/advertiser-listing.js';
import { expect, test } from '../support/auth-test.js';
import { seriousViolations } from '../support/axe.js';
import { signIn } from '../support/session.js';

/**
 * The builder's photo step (docs/decisions/010-photos.md): photos picked together keep the
 * order picked, and one photo picked alone goes through the crop and rotate step.
 */

interface PhotoStep {
  readonly listingId: number;
  readonly token: string;
}

/** A new advertiser's draft with every step but photos saved, open at the builder's photo step. */
async function openPhotoStep(page: Page, request: APIRequestContext): Promise<PhotoStep> {
  const advertiser = await createVerifiedAdvertiser(request, 'listing-photos');
  const token = await signIn(page, request, advertiser, 'model');
  const parts = await demoListingParts(`Photos${Math.floor(Math.random() * 1e6)}`);
  const listingId = await buildListingOverApi(request, token, { ...parts, photos: [] });
  // Named in the address: without it the builder would resume at review once a photo is in.
  await page.goto('/addaprofile?step=photos');
  await expect(page.getByText('Step 4 of 7')).toBeVisible();
  return { listingId, token };
}

async function readListing(request: APIRequestContext, step: PhotoStep): Promise<OwnListing> {
  const answer = await request.get(buildModelListingPath(step.listingId), {
    headers: { Authorization: `Bearer ${step.token}` },
  });
  return ((await answer.json()) as OwnListingResponse).data;
}

/** The height of a stored photo's narrowest (320 px wide) file: its shape. */
async function narrowestHeight(request: APIRequestContext, url: string): Promise<number> {
  const file = await request.get(url);
  const { height } = await sharp(await file.body()).metadata();
  return height;
}

test('three photos picked at once are stored and shown in the order picked, though the first finishes last', async ({
  page,
  request,
}) => {
  const step = await openPhotoStep(page, request);
  // Told apart by shape: 320 px wide they stand 400 (portrait), 320 (square), 213 (landscape).
  const files = [
    { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await makeTestPhoto('#c8507f', '1') },
    {
      name: 'second.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeTestPhoto('#3c8fb8', '2', { width: 900, height: 900 }),
    },
    {
      name: 'third.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeTestPhoto('#b8913c', '3', { width: 1200, height: 800 }),
    },
  ];

  // The first upload sent is held until the other two have been answered, so the server
  // stores it last.
  const uploadPath = buildListingPhotosPath(step.listingId);
  let answered = 0;
  page.on('response', (response) => {
    const sent = response.request();
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === uploadPath) answered += 1;
  });
  let intercepted = 0;
  await page.route(
    (url) => url.pathname === uploadPath,
    async (route) => {
      intercepted += 1;
      if (intercepted === 1) await expect.poll(() => answered, { timeout: 30_000 }).toBe(2);
      await route.continue();
    },
  );
  // The answer, not the request: the listing is read once the order is stored.
  const orderSaved = page.waitForResponse(
    (answer) =>
      answer.request().method() === 'PUT' &&
      new URL(answer.url()).pathname === buildListingPhotoOrderPath(step.listingId),
  );

  await page.getByLabel('Choose photos').setInputFiles(files);

  await expect(page.getByText(LISTING_MESSAGES.photoUploaded)).toHaveCount(3);
  const put = (await orderSaved).request();
  const listing = await readListing(request, step);
  expect(put.postDataJSON()).toEqual({ photo_ids: listing.photos.map((photo) => photo.id) });
  const heights = await Promise.all(
    listing.photos.map((photo) => narrowestHeight(request, photo.sources[0]!.url)),
  );
  expect(heights).toEqual([400, 320, 213]);
  const grid = page.getByRole('list', { name: 'Your photos, in gallery order' });
  await expect(grid.getByRole('img')).toHaveCount(3);
  await expect(grid.getByRole('img', { name: 'Photo 1 of 3 (main photo)' })).toHaveAttribute(
    'src',
    listing.photos[0]!.sources[0]!.url,
  );
  const shown = await grid
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(shown).toEqual(listing.photos.map((photo) => photo.sources[0]!.url));
});

test('one landscape photo picked alone is turned a quarter right in the crop step and stored standing', async ({
  page,
  request,
}) => {
  const step = await openPhotoStep(page, request);
  const landscape = await makeTestPhoto('#3c8fb8', 'L', { width: 1200, height: 800 });

  await page.getByLabel('Choose photos').setInputFiles({
    name: 'landscape.jpg',
    mimeType: 'image/jpeg',
    buffer: landscape,
  });
  const dialog = page.getByRole('dialog', { name: 'Crop and rotate your photo' });
  await expect(dialog.getByRole('img', { name: 'The photo landscape.jpg' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('radio', { name: 'As taken' }).check();
  await dialog.getByRole('button', { name: 'Rotate right' }).click();
  await dialog.getByRole('button', { name: 'Use photo' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(LISTING_MESSAGES.photoUploaded)).toBeVisible();
  const [photo] = (await readListing(request, step)).photos;
  // 1200 × 800 turned is 800 × 1200: 320 px wide it stands 480 px high.
  expect(await narrowestHeight(request, photo!.sources[0]!.url)).toBe(480);
});
