import { expect, test } from '../fixtures.js';
import { seriousViolations } from '../support/axe.js';

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('a[href^="/profile/"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a results page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/escorts/new-south-wales/sydney');
  await expect(page.locator('a[href^="/profile/"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a profile page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/escorts/victoria/melbourne');
  const firstCard = page.locator('a[href^="/profile/"]').first();
  await expect(firstCard).toBeVisible();
  await firstCard.click();
  await expect(page).toHaveURL(/\/profile\/[^/]+\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the blog pages have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/blog');
  const firstPost = page.locator('a[href^="/blog/"]').first();
  await expect(firstPost).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await firstPost.click();
  await expect(page).toHaveURL(/\/blog\/[^/]+\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
