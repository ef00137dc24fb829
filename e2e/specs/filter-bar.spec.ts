import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

function filterBar(page: Page) {
  return page.getByRole('search', { name: 'Find escorts' });
}

function locationBox(page: Page) {
  return filterBar(page).getByRole('combobox', { name: 'Location' });
}

/** Types into the location box and picks the suggestion whose name starts with `option`. */
async function pickLocation(page: Page, typed: string, option: RegExp): Promise<void> {
  await locationBox(page).fill(typed);
  const suggestion = page.getByRole('option', { name: option }).first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
}

test.describe('dropdowns', () => {
  const DROPDOWNS = [
    ['Select Gender', ['All', 'male', 'female', 'Transexual/Trasgender']],
    ['Account Type', ['All', 'Escort', 'BDSM', 'BodyRub', 'Strip Dance']],
    ['Categories', ['All', 'Strip Dance', 'Independents']],
  ] as const;

  for (const [name, labels] of DROPDOWNS) {
    test(`${name} lists the fixed options in a list at most 250 px high`, async ({ page }) => {
      await page.goto('/blog');
      const combobox = filterBar(page).getByRole('combobox', { name, exact: true });
      await combobox.click();
      const listbox = page.getByRole('listbox', { name, exact: true });
      await expect(listbox).toBeVisible();
      await expect(listbox.getByRole('option')).toHaveText([...labels]);
      expect(await listbox.evaluate((element) => getComputedStyle(element).maxHeight)).toBe(
        '250px',
      );
      expect(
        await listbox.evaluate((element) => element.getBoundingClientRect().height),
      ).toBeLessThanOrEqual(250);
    });
  }

  test('picking an option closes the list and shows the choice', async ({ page }) => {
    await page.goto('/blog');
    const gender = filterBar(page).getByRole('combobox', { name: 'Select Gender' });
    await gender.click();
    await page.getByRole('option', { name: 'female', exact: true }).click();
    await expect(page.getByRole('listbox', { name: 'Select Gender' })).toBeHidden();
    await expect(gender).toHaveAttribute('aria-expanded', 'false');
    await expect(gender).toContainText('female');
  });

  test('a click outside closes the list without a choice', async ({ page }) => {
    await page.goto('/blog');
    const accountType = filterBar(page).getByRole('combobox', { name: 'Account Type' });
    await accountType.click();
    await expect(page.getByRole('listbox', { name: 'Account Type' })).toBeVisible();
    await page.getByRole('contentinfo').click({ position: { x: 4, y: 4 } });
    await expect(page.getByRole('listbox', { name: 'Account Type' })).toBeHidden();
    await expect(accountType).toContainText('Account Type');
  });

  test('the keyboard opens, moves, picks and closes', async ({ page }) => {
    await page.goto('/blog');
    const categories = filterBar(page).getByRole('combobox', { name: 'Categories' });
    await categories.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox', { name: 'Categories' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox', { name: 'Categories' })).toBeHidden();
    await expect(categories).toContainText('Independents');
    await page.keyboard.press('Space');
    await expect(page.getByRole('listbox', { name: 'Categories' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Categories' })).toBeHidden();
    await expect(categories).toContainText('Independents');
  });
});

test('Find Escorts without a location shows the Select Location toast', async ({ page }) => {
  await page.goto('/blog');
  await filterBar(page).getByRole('button', { name: 'Find Escorts' }).click();
  await expect(page.getByText('Select Location', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
});

test('typed text that was not picked from the list is no location', async ({ page }) => {
  await page.goto('/blog');
  await locationBox(page).fill('zzzz');
  await filterBar(page).getByRole('button', { name: 'Find Escorts' }).click();
  await expect(page.getByText('Select Location', { exact: true })).toBeVisible();
});

test('the location box takes at most 40 characters', async ({ page }) => {
  await page.goto('/blog');
  await locationBox(page).click();
  await page.keyboard.type('x'.repeat(45));
  await expect(locationBox(page)).toHaveValue('x'.repeat(40));
});

test('a state alone leads to /escorts/:state', async ({ page }) => {
  await page.goto('/blog');
  await pickLocation(page, 'new south', /^New South Wales/);
  await expect(locationBox(page)).toHaveValue('New South Wales');
  await filterBar(page).getByRole('button', { name: 'Find Escorts' }).click();
  await expect(page).toHaveURL(/\/escorts\/new-south-wales$/);
});

test('a state and a city lead to /escorts/:state/:city with the filters in the query', async ({
  page,
}) => {
  await page.goto('/blog');
  await filterBar(page).getByRole('combobox', { name: 'Select Gender' }).click();
  await page.getByRole('option', { name: 'female', exact: true }).click();
  await filterBar(page).getByRole('combobox', { name: 'Account Type' }).click();
  await page.getByRole('option', { name: 'Escort', exact: true }).click();
  await pickLocation(page, 'Gold Coast', /^Gold Coast, Queensland/);
  await filterBar(page).getByRole('button', { name: 'Find Escorts' }).click();
  await expect(page).toHaveURL(
    /\/escorts\/queensland\/gold-coast\?gender=female&account_type=Escort$/,
  );
});

test('the country alone goes in the query of /searchpage', async ({ page }) => {
  await page.goto('/blog');
  await pickLocation(page, 'Austral', /^Australia Country/);
  await filterBar(page).getByRole('button', { name: 'Find Escorts' }).click();
  await expect(page).toHaveURL(/\/searchpage\?country=australia$/);
});

test('the keyboard picks a suggestion and Enter then searches', async ({ page }) => {
  await page.goto('/blog');
  const box = locationBox(page);
  await box.fill('Melbourne');
  await expect(page.getByRole('option', { name: /^Melbourne, Victoria/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Melbourne, Victoria');
  await expect(page.getByRole('listbox', { name: 'Location suggestions' })).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/escorts\/victoria\/melbourne$/);
});

test('the word Airport is removed from a suggested city', async ({ page }) => {
  await page.route('**/api/locations/autocomplete?*', (route) =>
    route.fulfill({
      json: {
        data: [
          {
            country: 'Australia',
            administrative_area_level_1: 'Western Australia',
            locality: 'Perth Airport',
            postcode: '6105',
            lat: -31.94,
            lng: 115.97,
          },
        ],
      },
    }),
  );
  await page.goto('/blog');
  await pickLocation(page, 'perth air', /^Perth, Western Australia/);
  await filterBar(page).getByRole('button', { name: 'Find Escorts' }).click();
  await expect(page).toHaveURL(/\/escorts\/western-australia\/perth$/);
});

test('the query’s country, state and suburb prefill the location box', async ({ page }) => {
  await page.goto('/searchpage?country=australia&state=new-south-wales&suburb=bondi-beach');
  await expect(locationBox(page)).toHaveValue('Bondi Beach, New South Wales, Australia');
  // The prefilled place is a search of its own.
  await filterBar(page).getByRole('button', { name: 'Find Escorts' }).click();
  await expect(page).toHaveURL(/\/escorts\/new-south-wales\/bondi-beach$/);
});

test('a results route prefills the location box and the filters', async ({ page }) => {
  await page.goto('/escorts/victoria/StKilda?gender=female');
  await expect(locationBox(page)).toHaveValue('St Kilda, Victoria, Australia');
  await expect(filterBar(page).getByRole('combobox', { name: 'Select Gender' })).toContainText(
    'female',
  );
});

test('Advanced Search opens /searchpage', async ({ page }) => {
  await page.goto('/blog');
  await filterBar(page).getByRole('link', { name: 'Advanced Search' }).click();
  await expect(page).toHaveURL(/\/searchpage$/);
});

test('on a small screen GO sits in the location box and searches', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog');
  // A phone shows the bar as one summary row that opens it.
  await page.getByRole('button', { name: /^Search: / }).click();
  await expect(filterBar(page).getByRole('button', { name: 'Find Escorts' })).toBeHidden();
  const go = filterBar(page).getByRole('button', { name: 'GO', exact: true });
  await expect(go).toBeVisible();
  const boxBounds = await locationBox(page).locator('..').boundingBox();
  const goBounds = await go.boundingBox();
  expect(
    goBounds && boxBounds && goBounds.x + goBounds.width <= boxBounds.x + boxBounds.width + 1,
  ).toBe(true);
  await go.click();
  await expect(page.getByText('Select Location', { exact: true })).toBeVisible();
  await pickLocation(page, 'tasman', /^Tasmania/);
  await go.click();
  await expect(page).toHaveURL(/\/escorts\/tasmania$/);
});
