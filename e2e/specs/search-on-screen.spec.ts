import { australianDate } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { createAdminToken } from '../support/admin-account.js';
import { createPendingListing } from '../support/advertiser-listing.js';
import { approveAsAdmin } from '../support/requests.js';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

const bar = (page: Page) => page.getByRole('search', { name: 'Find escorts' });
/** The phone's one row that stands for the folded bar. */
const barSummary = (page: Page) => page.getByRole('button', { name: /^Search: / });
const cards = (page: Page) => page.getByRole('main').locator('ul > li a[href^="/profile/"]');

interface ShownSearch {
  /** The location box's words, or '' for no place. */
  readonly place: string;
  /** The Gender dropdown's option, or null for none. */
  readonly gender: string | null;
}

/**
 * The bar shows exactly `search`: on a phone its summary row (the bar itself folded away), on a
 * desktop the location box and the Gender dropdown.
 */
async function expectBarShows(page: Page, search: ShownSearch): Promise<void> {
  const isPhone = (page.viewportSize()?.width ?? 0) < 640;
  if (isPhone) {
    const parts = [search.place, search.gender ? `Gender: ${search.gender}` : ''].filter(Boolean);
    await expect(barSummary(page)).toHaveText(
      `Search: ${parts.length > 0 ? parts.join(' · ') : 'any place, no filters'}`,
    );
    await expect(bar(page)).toBeHidden();
    return;
  }
  await expect(bar(page).getByRole('combobox', { name: 'Location' })).toHaveValue(search.place);
  await expect(bar(page).getByRole('combobox', { name: 'Select Gender' })).toHaveText(
    search.gender ? `Gender: ${search.gender}` : 'Select Gender',
  );
}

/** Phones open the folded bar first; desktops show it. */
async function openBar(page: Page): Promise<void> {
  if (await barSummary(page).isVisible()) await barSummary(page).click();
  await expect(bar(page)).toBeVisible();
}

/** A live listing at home in Surry Hills, New South Wales, touring Hobart, Tasmania today. */
async function createTouringListing(request: APIRequestContext): Promise<string> {
  const name = `Tourer ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const today = australianDate(new Date());
  const [{ listingId }, adminToken] = await Promise.all([
    createPendingListing(request, name, {
      tours: [{ state: 'Tasmania', city: 'Hobart', starts_on: today, ends_on: today }],
    }),
    createAdminToken(request),
  ]);
  await approveAsAdmin(request, adminToken, listingId);
  return name;
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the bar matches the results after a popular location and after Advanced Search', async ({
      page,
    }) => {
      await page.goto('/escorts/new-south-wales/sydney?gender=female');
      await expectBarShows(page, { place: 'Sydney, New South Wales, Australia', gender: 'female' });

      // A popular location is a search without the gender: the bar drops it too.
      await page.getByRole('button', { name: 'Popular Locations' }).click();
      await page.getByRole('link', { name: 'Melbourne', exact: true }).click();
      await expect(page).toHaveURL('/escorts/victoria/melbourne');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Escorts in Melbourne, Victoria',
      );
      await expectBarShows(page, { place: 'Melbourne, Victoria, Australia', gender: null });

      // Advanced Search opens with the search on screen.
      await openBar(page);
      await bar(page).getByRole('combobox', { name: 'Select Gender' }).click();
      await page.getByRole('option', { name: 'male', exact: true }).click();
      await bar(page).getByRole('link', { name: 'Advanced Search' }).click();
      await expect(page).toHaveURL('/searchpage?state=victoria&city=melbourne&gender=male');
      const form = page.getByRole('form', { name: 'Advanced search' });
      await expect(form.getByLabel('State')).toHaveValue('Victoria');
      await expect(form.getByLabel('City or suburb')).toHaveValue('Melbourne');
      await expect(form.getByLabel('Gender')).toHaveValue('male');
      await expectBarShows(page, { place: 'Melbourne, Victoria', gender: 'male' });
    });

    test('opening a touring profile leaves the bar on the search, and Back finds it there', async ({
      page,
      request,
    }) => {
      const name = await createTouringListing(request);
      await page.goto('/escorts/tasmania/hobart');
      const hobart = { place: 'Hobart, Tasmania, Australia', gender: null };
      await expectBarShows(page, hobart);

      const card = cards(page).filter({ hasText: name });
      await card.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      if (viewport === PHONE) {
        // A profile hides the phone's bar altogether.
        await expect(barSummary(page)).toBeHidden();
      } else {
        // Her own state (New South Wales) is on the link, but the search was Hobart.
        await expectBarShows(page, hobart);
      }

      await page.goBack();
      await expect(card).toBeVisible();
      await expectBarShows(page, hobart);
    });

    test('on a 390 × 844 screen the first card is fully in view without scrolling, with the count above it', async ({
      page,
    }) => {
      test.skip(viewport !== PHONE, 'a phone-sized screen');
      for (const path of ['/', '/escorts/new-south-wales/sydney']) {
        await page.goto(path);
        const first = cards(page).first();
        await expect(first).toBeVisible();
        const box = await first.boundingBox();
        expect(
          box && box.y >= 0 && box.y + box.height <= PHONE.height,
          `${path}: ${JSON.stringify(box)}`,
        ).toBe(true);
        const count = page.getByText(/^\d[\d,]* escorts? in /);
        await expect(count).toBeInViewport();
      }
    });
  });
}
