import type { Page } from '@playwright/test';
import type { GetBlogsResponse } from '@app/contract';
import { expect, test } from '../fixtures.js';

/**
 * With the default configuration (no MAP_TILE_URL, no GOOGLE_CLIENT_ID) a
 * visitor's browser talks to this site only. Every request a page makes is recorded, from the
 * document to the last image, and each must be same-origin; data: and blob: URLs stay inside
 * the page.
 */
function recordOtherOrigins(page: Page, siteOrigin: string): string[] {
  const others: string[] = [];
  const check = (url: string) => {
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== siteOrigin) others.push(url);
  };
  page.on('request', (request) => check(request.url()));
  page.on('websocket', (socket) => check(socket.url().replace(/^ws/, 'http')));
  return others;
}

test.describe('no third party by default', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home, results with the map, a profile, the blog and a post make no request to another origin', async ({
    page,
    baseURL,
  }) => {
    const siteOrigin = new URL(baseURL!).origin;
    const others = recordOtherOrigins(page, siteOrigin);
    let requests = 0;
    page.on('request', () => {
      requests += 1;
    });

    await page.goto('/');
    await page.waitForLoadState('networkidle');

    // The results map draws the built-in basemap (coast, states) under its markers.
    await page.goto('/escorts/victoria/melbourne');
    const map = page.getByRole('region', { name: 'Map of the listings' });
    await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
    await expect(map.getByRole('button', { name: /listings|, \d+$/ }).first()).toBeVisible();
    await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
    await expect(map.locator('.leaflet-tile-pane img')).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    const profile = page.getByRole('main').locator('ul > li a[href^="/profile/"]').first();
    const profilePath = await profile.getAttribute('href');
    await page.goto(profilePath!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const posts = ((await (await page.request.get('/api/get-blogs')).json()) as GetBlogsResponse)
      .data;
    const post = posts[0]!;
    await page.goto(`/blog/${post.slug}/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(requests).toBeGreaterThan(10); // the recorder saw the pages' own requests
    expect(others).toEqual([]);
  });
});
