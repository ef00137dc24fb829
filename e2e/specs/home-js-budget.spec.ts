import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The home page's initial JavaScript is at most 150 KB gzip. */
const HOME_JS_BUDGET_BYTES = 150 * 1024;

/**
 * Measures what a first-time visitor's browser runs on `/`: every same-origin script file
 * loaded until the listings show (entry, vendor, route chunks, the age gate), each gzipped at
 * level 9 as a compressing server would send it. `npm run measure:home-js` prints the figure
 * that docs/PERFORMANCE.md quotes.
 */
test('the home page loads at most 150 KB of gzipped JavaScript on a first visit', async ({
  page,
  baseURL,
}) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseURL || !/\.m?js$/.test(url.pathname)) return;
    scripts.set(
      url.pathname,
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });

  await page.goto('/');
  await expect(page.locator('a[href^="/profile/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all(
    [...scripts].map(async ([file, size]) => ({ file, gzipBytes: await size })),
  );
  const total = sizes.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  console.log(
    [
      ...sizes.map(
        ({ file, gzipBytes }) => `${(gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${file}`,
      ),
      `${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip -9), budget ${HOME_JS_BUDGET_BYTES / 1024} KB`,
    ].join('\n'),
  );
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});

/**
 * The admin console is code-split, so a visitor's browser never downloads it. Every
 * script a visitor loads on the home page and a profile is searched for words only the
 * console's code holds.
 */
test('a visitor downloads none of the admin console’s code', async ({ page, baseURL }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    // A 304 (the age gate's flag script, revalidated on the profile) has no body: its text
    // was read with the first page.
    if (url.origin === baseURL && /\.m?js$/.test(url.pathname) && response.status() !== 304) {
      bodies.push(response.text());
    }
  });

  await page.goto('/');
  // A first visit: the age gate is up, so the profile is opened by its address.
  const profile = await page.locator('a[href^="/profile/"]').first().getAttribute('href');
  await page.waitForLoadState('networkidle');
  await page.goto(profile!);
  await page.waitForLoadState('networkidle');

  const code = await Promise.all(bodies);
  expect(code.length).toBeGreaterThan(0);
  for (const word of ['Admin console', 'Review queue', 'Send test to me']) {
    expect(code.filter((body) => body.includes(word))).toHaveLength(0);
  }
});
