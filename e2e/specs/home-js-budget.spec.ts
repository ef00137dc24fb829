import { gzipSync } from 'node:zlib';
import { APP_STARTED_ATTRIBUTE } from '@app/contract';
import { type Page, expect, test } from '@playwright/test';

/** The home page's initial JavaScript is at most 150 KB gzip. */
const HOME_JS_BUDGET_BYTES = 150 * 1024;

/**
 * The paths of the same-origin scripts the page loads from now on. Their bytes are fetched
 * again afterwards: a response's own body can no longer be read once the page has moved on
 * or the test has ended, and scripts keep arriving after the first paint (decision 048).
 */
function scriptsLoadedBy(page: Page, baseURL: string): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseURL && /\.m?js$/.test(url.pathname)) scripts.add(url.pathname);
  });
  return scripts;
}

/**
 * Waits until the page's code has run (it loads after the first paint, decision 048) and the
 * chunks it asked for have come.
 */
async function waitForTheApp(page: Page): Promise<void> {
  await page.waitForSelector(`html[${APP_STARTED_ATTRIBUTE}]`, { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Measures what a first-time visitor's browser runs on `/`: every same-origin script file
 * loaded until the listings show (entry, vendor, route chunks, the age gate), each gzipped at
 * level 9 as a compressing server would send it. `npm run measure:home-js` prints the figure
 * that docs/PERFORMANCE.md quotes.
 */
test('the home page loads at most 150 KB of gzipped JavaScript on a first visit', async ({
  page,
  baseURL,
  request,
}) => {
  const scripts = scriptsLoadedBy(page, baseURL!);

  await page.goto('/');
  await expect(page.locator('a[href^="/profile/"]').first()).toBeVisible();
  await waitForTheApp(page);

  const sizes = await Promise.all(
    [...scripts].map(async (file) => ({
      file,
      gzipBytes: gzipSync(await (await request.get(file)).body(), { level: 9 }).length,
    })),
  );
  expect(sizes.length).toBeGreaterThan(0);
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
test('a visitor downloads none of the admin console’s code', async ({ page, baseURL, request }) => {
  const scripts = scriptsLoadedBy(page, baseURL!);

  await page.goto('/');
  // A first visit: the age gate is up, so the profile is opened by its address.
  const profile = await page.locator('a[href^="/profile/"]').first().getAttribute('href');
  await waitForTheApp(page);
  await page.goto(profile!);
  await waitForTheApp(page);

  const code = await Promise.all(
    [...scripts].map(async (file) => (await request.get(file)).text()),
  );
  expect(code.length).toBeGreaterThan(0);
  for (const word of ['Admin console', 'Review queue', 'Send test to me']) {
    expect(code.filter((body) => body.includes(word))).toHaveLength(0);
  }
});
