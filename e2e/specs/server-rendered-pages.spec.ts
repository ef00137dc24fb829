// Public content pages drawn on the server and hydrated in the browser (decision 044).
import { test as firstVisit, type Page } from '@playwright/test';
import {
  POPULAR_LOCATIONS,
  buildBlogPath,
  buildPopularCityPath,
  buildStatePath,
  type BlogEntry,
  type GetBlogsResponse,
  type GetBlogEntryResponse,
} from '@app/contract';
import { AGE_GATE_FLAG, expect, test } from '../fixtures.js';
import { apiData } from '../support/requests.js';

/** The first words of a post's body, as text: what a reader (or a crawler) sees of it. */
function firstWordsOf(post: BlogEntry): string {
  const text = post.body_html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.split(' ').slice(0, 5).join(' ');
}

async function firstPost(page: Page): Promise<BlogEntry> {
  const [summary] = await apiData<GetBlogsResponse>(page, '/api/get-blogs');
  expect(summary).toBeDefined();
  return apiData<GetBlogEntryResponse>(page, `/api/blogs/${summary!.id}`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a blog post shows its title and text', async ({ page }) => {
    const post = await firstPost(page);

    await page.goto(buildBlogPath(post));

    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator('article')).toContainText(firstWordsOf(post));
  });

  test('the blog lists every post with its link', async ({ page }) => {
    const posts = await apiData<GetBlogsResponse>(page, '/api/get-blogs');

    await page.goto('/blog');

    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    for (const post of posts) {
      await expect(page.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
        'href',
        buildBlogPath(post),
      );
    }
  });

  test('popular locations show their links and counts', async ({ page }) => {
    await page.goto('/popular-locations');

    await expect(page.getByRole('heading', { level: 1, name: 'Popular Locations' })).toBeVisible();
    for (const { state, cities } of POPULAR_LOCATIONS) {
      await expect(page.getByRole('link', { name: state.name, exact: true })).toHaveAttribute(
        'href',
        buildStatePath(state),
      );
      const city = cities.find((candidate) => buildPopularCityPath(state, candidate));
      if (city) {
        await expect(
          page.locator(`a[href="${buildPopularCityPath(state, city)}"]`).first(),
        ).toHaveText(city.name);
      }
    }
    await expect(page.getByText(/\d+ listings?$/).first()).toBeVisible();
  });

  test('the FAQ shows its questions', async ({ page }) => {
    await page.goto('/faq');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await expect(page.getByText('Do I need an account to browse?')).toBeVisible();
  });
});

/** What the browser reported while a page loaded: console errors and warnings, API reads. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiReads.push(pathname);
  });
  return { problems, apiReads };
}

/** Waits until React has taken over the server's markup (hydrateRoot marks the container). */
async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

test.describe('with JavaScript', () => {
  test('each page hydrates without a warning and reads nothing from the API for its first screen', async ({
    page,
  }) => {
    const post = await firstPost(page);
    const pages = [
      { path: buildBlogPath(post), heading: post.title },
      { path: '/blog', heading: 'Blog' },
      { path: '/popular-locations', heading: 'Popular Locations' },
      { path: '/faq', heading: 'Frequently Asked Questions' },
    ];
    const { problems, apiReads } = watch(page);

    for (const { path, heading } of pages) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('id="server-state"');

      await page.goto(path);
      await waitForHydration(page);

      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(problems, path).toEqual([]);
      expect(apiReads, path).toEqual([]);
    }
  });

  test('a hydrated page navigates in the browser, from the data it came with', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const documents: string[] = [];
    const { apiReads } = watch(page);
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();

    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('listitem').getByRole('article').first()).toBeVisible();
    expect(documents).toEqual([]);
    // The header's blog list came with the FAQ page's HTML.
    expect(apiReads).toEqual([]);
  });
});

firstVisit.describe('the age gate on a server-drawn page', () => {
  firstVisit(
    'a first visit sees the gate drawn by the server, which holds the page once hydrated',
    async ({ page }) => {
      const { problems } = watch(page);

      await page.goto('/faq');
      const dialog = page.getByRole('dialog', { name: 'Are You Agree ?' });
      await expect(dialog).toBeVisible();
      await waitForHydration(page);

      await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
      expect(
        await page.evaluate(() => document.getElementById('main')?.closest('[inert]') != null),
      ).toBe(true);
      expect(problems).toEqual([]);
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog).toHaveCount(0);
    },
  );

  firstVisit(
    'before the app runs, the gate shows on a first visit and stays hidden for a returning visitor',
    async ({ page }) => {
      // Only index.html's small flag script runs: the app's own code never arrives.
      await page.route('**/assets/**', (route) =>
        route.request().resourceType() === 'script' ? route.abort() : route.continue(),
      );
      const dialog = page.getByRole('dialog', { name: 'Are You Agree ?' });

      await page.goto('/faq');
      await expect(page.getByText('Do I need an account to browse?')).toBeAttached();
      await expect(dialog).toBeVisible();

      await page.evaluate((key) => window.localStorage.setItem(key, 'true'), AGE_GATE_FLAG);
      await page.reload();
      await expect(page.getByText('Do I need an account to browse?')).toBeAttached();
      await expect(dialog).toBeHidden();
    },
  );
});
