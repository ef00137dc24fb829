import { addDays, australianDate, describeSearchTour } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAdminToken } from '../support/admin-account.js';
import { createPendingListing } from '../support/advertiser-listing.js';
import { expect, test } from '../fixtures.js';
import { approveAsAdmin } from '../support/requests.js';

/**
 * Filters few demo listings share, so the test's listing is on the first page of both cities
 * whatever the day's rotation.
 */
const FILTERS = 'gender=male&account_type=BDSM';
const BRISBANE_RESULTS = `/escorts/queensland/brisbane?${FILTERS}`;
const SYDNEY_RESULTS = `/escorts/new-south-wales/sydney?${FILTERS}`;
/** The toured city's results, then the home city's: where the card says it is, and how. */
const JOURNEY = [
  { path: BRISBANE_RESULTS, place: 'Brisbane, Australia', status: 'touring' },
  { path: SYDNEY_RESULTS, place: 'Surry Hills, Australia', status: 'away' },
] as const;

/** A live listing at home in Surry Hills (Sydney), touring Brisbane from today for five days. */
async function createSydneyListingTouringBrisbane(request: APIRequestContext, name: string) {
  const today = australianDate(new Date());
  const until = addDays(today, 4);
  const [{ listingId }, adminToken] = await Promise.all([
    createPendingListing(request, name, {
      basics: { name, age: 29, gender: 'male', account_type: 'BDSM' },
      tours: [{ state: 'Queensland', city: 'Brisbane', starts_on: today, ends_on: until }],
    }),
    createAdminToken(request),
  ]);
  await approveAsAdmin(request, adminToken, listingId);
  return { from: today, until };
}

/**
 * How many listings the map shows, pins and clusters' counts together: after framing, every
 * listing with a position is in view (a cluster's title starts with its count).
 */
async function listingsOnMap(page: Page): Promise<number> {
  const titles = await page
    .getByRole('region', { name: 'Map of the listings' })
    .locator('.leaflet-marker-icon')
    .evaluateAll((markers) => markers.map((marker) => marker.getAttribute('title') ?? ''));
  return titles.reduce((sum, title) => sum + Number(/^(\d+) listings/.exec(title)?.[1] ?? 1), 0);
}

interface ExpectedCard {
  readonly name: string;
  readonly place: string;
  readonly label: string;
}

/**
 * On a results page, the listing's card shows `place` and `label`; then on the map (`showMap`
 * brings it up), every card has its listing except those away on tour: no pin where a
 * listing is not.
 */
async function expectResults(
  page: Page,
  path: string,
  { name, place, label }: ExpectedCard,
  showMap: () => Promise<void>,
) {
  await page.goto(path);
  const main = page.getByRole('main');
  const card = main.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText(place);
  await expect(card).toContainText(label);
  const cards = await main.getByRole('article').count();
  const away = await main.getByText(/^Away · in /).count();
  await showMap();
  await expect.poll(() => listingsOnMap(page)).toBe(cards - away);
}

for (const { width, height, isPhone } of [
  { width: 390, height: 844, isPhone: true },
  { width: 1280, height: 900, isPhone: false },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a Sydney listing touring Brisbane is in Brisbane marked Touring and on its map, and in Sydney marked Away, at home, with no pin', async ({
      page,
      request,
    }) => {
      test.slow();
      const name = `Tourer${Math.floor(Math.random() * 1e6)}`;
      const { from, until } = await createSydneyListingTouringBrisbane(request, name);
      const showMap = async () => {
        if (isPhone) {
          await page
            .getByRole('group', { name: 'Show results as' })
            .getByRole('button', { name: 'Map', exact: true })
            .click();
        }
        await expect(page.locator('.leaflet-container')).toBeVisible();
      };

      for (const { path, place, status } of JOURNEY) {
        const label = describeSearchTour({ status, city: 'Brisbane', from, until });
        await expectResults(page, path, { name, place, label }, showMap);
      }
    });
  });
}
