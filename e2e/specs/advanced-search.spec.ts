import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { isSearchRequest, searchQueryOf } from '../support/requests.js';

const form = (page: Page) => page.getByRole('form', { name: 'Advanced search' });
const cards = (page: Page) => page.getByRole('main').locator('ul > li a[href^="/profile/"]');

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('h3').allTextContents();
}

test.describe('advanced search', () => {
  test('every filter of the bar plus age, verified and online, each field labelled', async ({
    page,
  }) => {
    await page.goto('/searchpage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advanced Search');
    for (const label of [
      'State',
      'City or suburb',
      'Gender',
      'Account Type',
      'Categories',
      'Minimum age',
      'Maximum age',
      'Verified listings only',
      'Recently online only',
    ]) {
      await expect(form(page).getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form(page).getByLabel('City or suburb')).toHaveAttribute('maxlength', '40');
    await expect(form(page).getByLabel('Gender').locator('option')).toHaveText([
      'All',
      'male',
      'female',
      'Transexual/Trasgender',
    ]);
    await expect(form(page).getByLabel('Account Type').locator('option')).toHaveText([
      'All',
      'Escort',
      'BDSM',
      'BodyRub',
      'Strip Dance',
    ]);
    await expect(form(page).getByLabel('Categories').locator('option')).toHaveText([
      'All',
      'Strip Dance',
      'Independents',
    ]);
  });

  test('keeps the filters in the URL; a reload and Back show the same search', async ({ page }) => {
    await page.goto('/searchpage');
    await expect(cards(page).first()).toBeVisible();

    await form(page).getByLabel('State').selectOption('Victoria');
    await form(page).getByLabel('Minimum age').fill('25');
    await form(page).getByLabel('Maximum age').fill('35');
    const searched = page.waitForRequest(isSearchRequest);
    await page.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL('/searchpage?state=victoria&min_age=25&max_age=35');
    const apiUrl = new URL((await searched).url());
    expect(Object.fromEntries(apiUrl.searchParams)).toEqual({
      state: 'victoria',
      min_age: '25',
      max_age: '35',
    });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'Results in Victoria',
    );
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allTextContents()) {
      const age = Number(/Age (\d+)/.exec(text)?.[1]);
      expect(age).toBeGreaterThanOrEqual(25);
      expect(age).toBeLessThanOrEqual(35);
    }
    const names = await cardNames(page);

    await page.reload();
    await expect(form(page).getByLabel('State')).toHaveValue('Victoria');
    await expect(form(page).getByLabel('Minimum age')).toHaveValue('25');
    await expect(form(page).getByLabel('Maximum age')).toHaveValue('35');
    await expect(cards(page).first()).toBeVisible();
    expect(await cardNames(page)).toEqual(names);

    // A second search, then Back: the first search's filters and results return.
    await form(page).getByLabel('Recently online only').check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/searchpage?state=victoria&min_age=25&max_age=35&online=true');
    await page.goBack();
    await expect(page).toHaveURL('/searchpage?state=victoria&min_age=25&max_age=35');
    await expect(form(page).getByLabel('Recently online only')).not.toBeChecked();
    await expect.poll(() => cardNames(page)).toEqual(names);
  });

  test('a shared link with every kind of filter searches with exactly those', async ({ page }) => {
    const query = await searchQueryOf(
      page,
      '/searchpage?state=new-south-wales&city=sydney&gender=female&account_type=Escort&escort_type=Independents&verified=true',
    );
    expect(query).toEqual({
      state: 'new south wales',
      city: 'sydney',
      gender: 'female',
      account_type: 'Escort',
      escort_type: 'Independents',
      verified: 'true',
    });
    await expect(form(page).getByLabel('City or suburb')).toHaveValue('Sydney');
    await expect(form(page).getByLabel('Verified listings only')).toBeChecked();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'Results in Sydney, New South Wales',
    );
  });

  test("shows the server's message when it refuses the URL's filters", async ({ page }) => {
    await page.goto('/searchpage?min_age=12');
    // The API's own message, as it sends it (it names the parameter).
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Ages are whole numbers from 18 to 99.',
    );
  });

  test("the header's country-only search lists Australia-wide", async ({ page, request }) => {
    const everywhere = (await (
      await request.get('/api/search-models?country=australia')
    ).json()) as {
      total: number;
    };
    expect(everywhere.total).toBeGreaterThan(100);
    await page.goto('/searchpage?country=australia');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'Results in Australia',
    );
    await expect(cards(page)).toHaveCount(Math.min(everywhere.total, 24));
  });
});
