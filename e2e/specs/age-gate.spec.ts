// The age gate itself: plain Playwright, without the fixture that pre-accepts it.
import { expect, test, type Page } from '@playwright/test';

const FLAG = 'visited';

function gate(page: Page) {
  return page.getByRole('dialog', { name: 'Are You Agree ?' });
}

test('a first visit shows the gate; Next stores the flag and it stays away', async ({ page }) => {
  await page.goto('/');
  const dialog = gate(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('over 18');
  await expect(dialog.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/term-and-conditions',
  );
  // The page behind is inert: neither focus nor clicks reach it. The server draws the gate, and
  // the app makes the page inert as soon as it has taken over the markup (decision 044).
  const isPageInert = () =>
    page.evaluate(() => document.getElementById('main')?.closest('[inert]') != null);
  await expect.poll(isPageInert).toBe(true);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FLAG)).toBeNull();

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FLAG)).not.toBeNull();
  expect(await isPageInert()).toBe(false);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(gate(page)).toHaveCount(0);

  // Only once the flag is gone does it come back.
  await page.evaluate((key) => window.localStorage.removeItem(key), FLAG);
  await page.reload();
  await expect(gate(page)).toBeVisible();
});

test('the gate keeps focus inside and Escape does not dismiss it', async ({ page }) => {
  await page.goto('/blog');
  const dialog = gate(page);
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
});

test('Cancel leaves for an external search engine', async ({ page }) => {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Search engine</title><p>away</p>' }),
  );
  await page.goto('/');
  await gate(page).getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/^https:\/\/www\.google\.com\//);
  await expect(page).toHaveTitle('Search engine');
});

test('the terms page shows no gate; leaving it for another page does', async ({ page }) => {
  await page.goto('/term-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(gate(page)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(gate(page)).toBeVisible();
});

test('the gate’s Terms link opens the terms page without the gate', async ({ page }) => {
  await page.goto('/');
  await gate(page).getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/term-and-conditions$/);
  await expect(gate(page)).toHaveCount(0);
});

test('Next pressed before the page’s code has run hides the gate, and the flag is stored once it runs', async ({
  page,
}) => {
  let releaseCode = () => {};
  const isCodeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await isCodeHeld;
    await route.fallback();
  });
  await page.goto('/');

  await gate(page).getByRole('link', { name: 'Next' }).click();
  await expect(gate(page)).toBeHidden();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), FLAG)).toBeNull();

  releaseCode();
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), FLAG))
    .not.toBeNull();
  await page.goto('/blog');
  await expect(gate(page)).toHaveCount(0);
});
