import { expect, test } from '../fixtures.js';

test.use({ viewport: { width: 360, height: 740 } });

for (const path of [
  '/',
  '/escorts/new-south-wales/sydney',
  '/blog',
  '/popular-locations',
  '/contactus',
  '/searchpage',
  '/user-login',
  '/term-and-conditions',
]) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => {
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      return { scrollWidth: document.documentElement.scrollWidth, wide };
    });
    expect(overflow.wide).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(360);
  });
}
