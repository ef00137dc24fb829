import { expect, test } from '../fixtures.js';

test('the home page lists demo listings from the API, with their portraits', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });

  await page.goto('/');

  const profileLinks = page.locator('a[href^="/profile/"]');
  await expect(profileLinks.first()).toBeVisible();
  expect(await profileLinks.count()).toBeGreaterThanOrEqual(12);
  const firstImage = page.locator('a[href^="/profile/"] img').first();
  await expect(firstImage).toHaveAttribute('src', /^\/images\/portrait-[a-f0-9]+\.jpg$/);
  await expect
    .poll(() =>
      firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});
