import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

/** Listings with a position are markers; nearby ones are clusters titled "N listings, zoom in". */
const map = (page: Page) => page.getByRole('region', { name: 'Map of the listings' });
const clusters = (page: Page) => map(page).getByRole('button', { name: /^\d+ listings/ });
const pins = (page: Page) => map(page).getByRole('button', { name: /, \d+$/ });

function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test.describe('results map', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sits beside the list on wide screens, with clustered markers', async ({ page }) => {
    const violations = watchCspViolations(page);
    await page.goto('/escorts/new-south-wales');

    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(
      page.getByRole('main').locator('ul > li a[href^="/profile/"]').first(),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Show results as' })).toBeHidden();
    await expect.poll(() => clusters(page).count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('a cluster click zooms in and regroups; a marker popup links to the profile', async ({
    page,
  }) => {
    await page.goto('/escorts/victoria/melbourne');
    await expect.poll(() => clusters(page).count()).toBeGreaterThan(0);

    // Zoom into clusters until single listings show (listings in one suburb may stay grouped).
    for (let step = 0; step < 8 && (await pins(page).count()) === 0; step += 1) {
      const cluster = clusters(page).first();
      const title = (await cluster.getAttribute('title')) ?? '';
      await cluster.click();
      if (/here$/.test(title)) break; // one spot: its popup lists the listings
      await page.waitForTimeout(400); // the fly-to animation
    }

    const popupLink = page.locator('.leaflet-popup a[href^="/profile/"]').first();
    if ((await pins(page).count()) > 0) await pins(page).first().click();
    await expect(popupLink).toBeVisible();
    const href = await popupLink.getAttribute('href');
    expect(href).toMatch(/^\/profile\/[a-z0-9%-]+\/\d+\?state=victoria$/);
    await popupLink.click();
    await expect(page).toHaveURL(href!);
  });
});

test.describe('results map on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a List / Map switch shows one at a time; Leaflet loads only when the map is asked for', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/escorts/queensland/brisbane');
    const list = page.getByRole('main').locator('ul > li a[href^="/profile/"]').first();
    await expect(list).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /results-map/.test(url))).toEqual([]);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);

    const views = page.getByRole('group', { name: 'Show results as' });
    const mapButton = views.getByRole('button', { name: 'Map', exact: true });
    await mapButton.click();
    await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(list).toBeHidden();
    await expect
      .poll(async () => (await clusters(page).count()) + (await pins(page).count()))
      .toBeGreaterThan(0);
    expect(scripts.some((url) => /results-map/.test(url))).toBe(true);

    await views.getByRole('button', { name: 'List', exact: true }).click();
    await expect(list).toBeVisible();
  });
});
