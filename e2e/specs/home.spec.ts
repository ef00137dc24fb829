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

test('the home page introduces the directory and links every state', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Escorts and companions across Australia',
  );
  const states = page.getByRole('navigation', { name: 'Browse by state' }).getByRole('link');
  await expect(states).toHaveCount(8);
  await expect(states.first()).toHaveAttribute('href', '/escorts/new-south-wales');
});

test("the home page's Load more appends the next page of listings", async ({ page }) => {
  // The first page comes drawn by the server, the same answer as the API's.
  const first = (await (await page.request.get('/api/search-models')).json()) as {
    data: unknown[];
    next_page_url: string;
  };
  await page.goto('/');
  const cards = page.getByRole('main').locator('ul > li a[href^="/profile/"]');
  await expect(cards).toHaveCount(first.data.length);

  const nextRequest = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/search-models',
  );
  await page.getByRole('link', { name: 'Load more' }).click();
  expect(new URL((await nextRequest).url()).search).toBe(new URL(first.next_page_url).search);
  await expect.poll(() => cards.count()).toBeGreaterThan(first.data.length);
});
