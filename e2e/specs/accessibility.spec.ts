import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

/** axe-core's WCAG 2.1 A and AA rules; a page passes with no serious or critical violation. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

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
