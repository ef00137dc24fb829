import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  LISTING_MESSAGES,
  LISTING_STATUS_TEXT,
  MODEL_ME_PATH,
  buildImageUrl,
  buildModelListingPath,
  type ModelMeResponse,
  type OwnListingResponse,
} from '@app/contract';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedAdvertiser, randomMobile } from '../support/advertiser-account.js';
import { createAdminToken } from '../support/admin-account.js';
import { seriousViolations } from '../support/axe.js';
import { newAppPage } from '../fixtures.js';
import { expect, test } from '../support/auth-test.js';
import { pickPlace } from '../support/forms.js';
import { approveAsAdmin } from '../support/requests.js';
import { signIn } from '../support/session.js';

/** A generated test photo (never a real one): a coloured card with a letter, as a JPEG file. */
async function writeTestPhoto(folder: string, name: string, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <rect width="800" height="1000" fill="${colour}"/>
    <circle cx="400" cy="420" r="220" fill="#ffffff" fill-opacity="0.35"/>
    <text x="400" y="900" font-size="120" text-anchor="middle" fill="#ffffff">${name}</text>
  </svg>`;
  const file = path.join(folder, `${name}.jpg`);
  await writeFile(file, await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
  return file;
}

/** Today and a later day as Australian calendar days (YYYY-MM-DD), as the server counts them. */
function australianDay(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return day.toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
}

/** The signed-in advertiser's listing, read with the page's own token. */
async function readOwnListing(page: Page): Promise<OwnListingResponse['data']> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const me = (await (await page.request.get(MODEL_ME_PATH, { headers })).json()) as ModelMeResponse;
  const listingId = me.data.listing_id;
  if (listingId === null) throw new Error('the advertiser has no listing');
  const answer = await page.request.get(buildModelListingPath(listingId), { headers });
  return ((await answer.json()) as OwnListingResponse).data;
}

test('a new advertiser builds a listing with two photos, submits it; once approved it is in its city, on its profile with photos in order, rates and tour, and the view shows in the dashboard chart', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const name = `Journey${Math.floor(Math.random() * 1e6)}`;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'advertiser-photos-'));
  const [rose, gold] = await Promise.all([
    writeTestPhoto(folder, 'rose', '#c8507f'),
    writeTestPhoto(folder, 'gold', '#b8913c'),
  ]);

  // A verified advertiser, signed in over the API: registering at /registration and landing
  // in the builder is advertiser-auth.spec.ts's claim.
  const advertiser = await createVerifiedAdvertiser(request, 'advertiser-journey');
  // The admin who approves it later, made meanwhile.
  const adminToken = createAdminToken(request);
  await signIn(page, request, advertiser, 'model');
  await page.goto('/addaprofile');

  // Step 1: basics.
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Age').fill('29');
  await page.getByLabel('female', { exact: true }).check();
  await page.getByLabel('Escort', { exact: true }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: a country town, which is its own city.
  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await pickPlace(page, 'Suburb', 'Broome', /^Broome, WA/);
  await page.getByLabel('Show my suburb').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 3: about, written in the rich-text editor.
  await expect(page.getByText('Step 3 of 7')).toBeVisible();
  await page.getByRole('textbox', { name: 'About you' }).click();
  await page.keyboard.type('A warm and witty companion for dinners, events and quiet evenings.');
  // Leaving the step with unsaved typing asks first; staying keeps the typing.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page
    .getByRole('navigation', { name: 'Listing steps' })
    .getByRole('link', { name: /Basics/ })
    .click();
  await expect(page.getByText('Step 3 of 7')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'About you' })).toContainText('warm and witty');
  await page.getByLabel('English', { exact: true }).check();
  await page.getByLabel('Phone').fill(randomMobile());
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 4: two photos at once, each with its own progress bar; then the second made main.
  await expect(page.getByText('Step 4 of 7')).toBeVisible();
  await page.getByLabel('Choose photos').setInputFiles([rose, gold]);
  await expect(page.getByRole('progressbar', { name: 'Uploading rose.jpg' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading gold.jpg' })).toBeVisible();
  await expect(page.getByText(LISTING_MESSAGES.photoUploaded)).toHaveCount(2);
  await expect(page.getByRole('img', { name: /^Photo \d of 2/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Make main photo' }).click();
  await expect(page.getByRole('button', { name: 'Make main photo' })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 5: rates and availability.
  await expect(page.getByText('Step 5 of 7')).toBeVisible();
  await page.getByLabel('Amount ($)').first().fill('450');
  await page.getByLabel('Monday').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 6: a tour to Perth from today.
  await expect(page.getByText('Step 6 of 7')).toBeVisible();
  await page.getByLabel('Tour state').selectOption('Western Australia');
  await pickPlace(page, 'Tour city', 'Perth', /^Perth, WA/);
  await page.getByLabel('First day').fill(australianDay(0));
  await page.getByLabel('Last day').fill(australianDay(5));
  await page.getByRole('button', { name: 'Add tour' }).click();
  await expect(page.getByRole('list', { name: 'Your tours' })).toContainText('Perth');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 7: the preview, then submit.
  await expect(page.getByText('Step 7 of 7')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.waitForURL((url) => url.pathname === '/modelDashboard');
  await expect(
    page.getByRole('heading', { name: `Listing status: ${LISTING_STATUS_TEXT.pending.title}` }),
  ).toBeVisible();

  const listing = await readOwnListing(page);
  const [mainPhoto, secondPhoto] = listing.photos;
  if (!mainPhoto || !secondPhoto) throw new Error('the listing should have two photos');

  // The admin API approves it.
  await approveAsAdmin(request, await adminToken, listing.id);

  // A visitor (a browser of their own) finds it in Broome's results and opens its profile.
  const visitor = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '198.19.77.7' },
  });
  const visitorPage = await newAppPage(visitor);
  await visitorPage.addInitScript(() => window.localStorage.setItem('visited', 'true'));
  await visitorPage.goto('/escorts/western-australia/broome');
  await expect(visitorPage.getByText(name).first()).toBeVisible();
  await visitorPage.goto(listing.profile_path);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: new RegExp(name) }),
  ).toBeVisible();
  const main = visitorPage.getByRole('main');
  await expect(
    main.locator(`img[src="${buildImageUrl(mainPhoto.image_name)}"]`).first(),
  ).toBeVisible();
  const sources = await main
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  const mainAt = sources.indexOf(buildImageUrl(mainPhoto.image_name));
  const secondAt = sources.lastIndexOf(buildImageUrl(secondPhoto.image_name));
  expect(mainAt).toBeGreaterThanOrEqual(0);
  expect(secondAt).toBeGreaterThan(mainAt);
  await expect(main.getByRole('region', { name: 'Rates' })).toContainText('$450');
  await expect(main.getByRole('region', { name: 'Touring' })).toContainText('Perth');
  // The number only after "Show number"; the tap is the contact the dashboard counts.
  await expect(main.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await main.getByRole('button', { name: 'Show number' }).click();
  await expect(main.getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    /^tel:\+614\d{8}$/,
  );
  await visitor.close();

  // Back on the dashboard the view and the number shown are counted (the browser's requests
  // say they come from the site's own page), in the totals and in the chart's summary.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: `Listing status: ${LISTING_STATUS_TEXT.live.title}` }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Statistics' })
    .click();
  await expect(page.getByTestId('total-views')).toHaveText('1');
  await expect(page.getByTestId('phone-reveals')).toHaveText('1');
  await expect(page.getByTestId('views-summary')).toContainText('1 view in the last 30 days');
  await expect(page.locator('.uplot canvas')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Readable on a phone: nothing wider than a 390 px screen, the builder included.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/modelDashboard', '/addaprofile?step=rates']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }
});
