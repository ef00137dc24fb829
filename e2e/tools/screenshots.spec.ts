import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as apiRequest, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { createVerifiedAdvertiser } from '../support/advertiser-account.js';
import { runAdminCreate } from '../support/admin-account.js';
import {
  buildListingOverApi,
  createPendingListing,
  makeTestPhoto,
} from '../support/advertiser-listing.js';
import { strongPassword } from '../support/customer-account.js';
import { uniqueEmail } from '../support/mailbox.js';
import { signIn } from '../support/session.js';

/**
 * `npm run screenshots`: refreshes docs/screenshots/ (shown in the README) from the built app
 * and the demo directory, at a phone's width and a desktop's.
 */
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

const WIDTHS = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Wait until every image on screen has loaded (those below the fold load lazily, never here).
  await page.waitForFunction(() =>
    Array.from(document.images)
      .map((image) => ({ image, box: image.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.bottom > 0 && box.top < window.innerHeight)
      .every(({ image }) => image.complete),
  );
}

async function shoot(page: Page, file: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: path.join(outDir, file) });
}

/** Opens `url` and waits for the first link matching `linkSelector` (the page's content is in). */
async function openWithLink(page: Page, url: string, linkSelector: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator(linkSelector).first()).toBeVisible();
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test('home', async ({ page }) => {
      await openWithLink(page, '/', 'a[href^="/profile/"]');
      await shoot(page, `home-${name}.png`);
    });

    test('results, list and map', async ({ page }) => {
      await openWithLink(page, '/escorts/new-south-wales/sydney', 'a[href^="/profile/"]');
      await shoot(page, `results-list-${name}.png`);

      const mapToggle = page.getByRole('button', { name: /map/i });
      if (await mapToggle.isVisible()) await mapToggle.click();
      await expect(page.locator('.leaflet-container')).toBeVisible();
      // The built-in basemap (decision 019) is drawn once its chunk has loaded.
      await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached();
      await page.locator('.leaflet-container').scrollIntoViewIfNeeded();
      await shoot(page, `results-map-${name}.png`);
    });

    test('profile', async ({ page }) => {
      await page.goto('/escorts/victoria/melbourne');
      await page.locator('a[href^="/profile/"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `profile-${name}.png`);
    });

    test('blog', async ({ page }) => {
      await openWithLink(page, '/blog', 'a[href^="/blog/"]');
      await shoot(page, `blog-${name}.png`);
    });

    test('registration', async ({ page }) => {
      await page.goto('/registration');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Advertise With Us' }),
      ).toBeVisible();
      await shoot(page, `registration-${name}.png`);
    });

    test('listing builder and model dashboard', async ({ page, baseURL }) => {
      // Its own client address: sign-ups are limited per address.
      const api = await apiRequest.newContext({
        baseURL,
        extraHTTPHeaders: { 'X-Forwarded-For': `198.18.200.${name === '390' ? 1 : 2}` },
      });
      const advertiser = await createVerifiedAdvertiser(api, `screens-${name}`);
      const token = await signIn(page, api, advertiser, 'model');
      await buildListingOverApi(api, token, {
        basics: { name: 'Scarlett', age: 27, gender: 'female', account_type: 'Escort' },
        location: { state: 'New South Wales', suburb: 'Surry Hills', postcode: '2010' },
        about: {
          description_html:
            '<p>Warm, witty and discreet: a companion for <strong>dinners</strong>, events and quiet evenings.</p>',
          languages: ['English', 'Italian'],
          phone: '0412345678',
          contact_channels: ['calls', 'sms', 'whatsapp', 'enquiry'],
        },
        rates: {
          rates: [
            { kind: 'incall', minutes: 60, amount: 400 },
            { kind: 'outcall', minutes: 120, amount: 900 },
          ],
          availability: [{ day: 'fri', from: '18:00', to: '00:00' }],
        },
        photos: await Promise.all([
          makeTestPhoto('#c8507f', 'One'),
          makeTestPhoto('#d9b36c', 'Two'),
          makeTestPhoto('#5f7fd3', 'Three'),
        ]),
      });
      await api.dispose();

      await page.goto('/addaprofile?step=photos');
      await expect(page.getByRole('img', { name: /Photo 1 of 3/ })).toBeVisible();
      await shoot(page, `builder-${name}.png`);

      await page.goto('/addaprofile?step=review');
      await expect(
        page
          .locator('#listing-preview article')
          .getByRole('heading', { level: 1, name: 'Scarlett' }),
      ).toBeVisible();
      await shoot(page, `builder-preview-${name}.png`);

      // Each section of the dashboard at its own URL (docs/product/routes-and-screens.md).
      await page.goto('/modelDashboard/status');
      await expect(page.getByRole('heading', { name: /Listing status/ })).toBeVisible();
      await shoot(page, `model-dashboard-status-${name}.png`);
      await page.goto('/modelDashboard/listing');
      await expect(page.locator('#listing-preview article')).toBeVisible();
      await shoot(page, `model-dashboard-listing-${name}.png`);
      await page.goto('/modelDashboard/statistics');
      await expect(page.getByTestId('total-views')).toBeVisible();
      await shoot(page, `model-dashboard-${name}.png`);
    });

    test('admin console', async ({ page, baseURL }) => {
      const api = await apiRequest.newContext({
        baseURL,
        extraHTTPHeaders: { 'X-Forwarded-For': `198.18.201.${name === '390' ? 1 : 2}` },
      });
      // Two listings waiting, the second with the first one's photo: a fingerprint match.
      const photo = await makeTestPhoto('#5f7fd3', `Q${name}`);
      const first = await createPendingListing(api, `Ivy ${name}`, { photos: [photo] });
      const second = await createPendingListing(api, `Jade ${name}`, { photos: [photo] });
      const admin = { email: uniqueEmail(`screens-admin-${name}`), password: strongPassword() };
      await runAdminCreate(
        ['--email', admin.email, '--name', 'Site team', '--password-stdin'],
        admin.password,
      );
      await signIn(page, api, admin, 'model');
      await api.dispose();

      await page.goto('/AdminDashboard/dashboard');
      await expect(page.getByRole('link', { name: first.name })).toBeVisible();
      await shoot(page, `admin-dashboard-${name}.png`);
      if (name === '390') return;

      await page.goto('/AdminDashboard/models?status=pending');
      await expect(page.getByRole('link', { name: second.name })).toBeVisible();
      await shoot(page, `admin-review-queue-${name}.png`);

      await page.goto(`/AdminDashboard/models?status=pending&listing=${second.listingId}`);
      await expect(page.getByRole('heading', { name: /Photo matches/ })).toBeVisible();
      await shoot(page, `admin-listing-review-${name}.png`);

      await page.goto('/AdminDashboard/newsletter?campaign=new');
      await page.getByLabel('Subject').fill('New in Melbourne this month');
      await page
        .getByRole('textbox', { name: 'Body' })
        .fill('Fresh faces, touring dates and a calmer inbox: here is what changed.');
      await page.getByRole('button', { name: 'Preview' }).click();
      await shoot(page, `admin-campaign-composer-${name}.png`);
    });
  });
}
