// Public content pages drawn on the server and hydrated in the browser (decision 044).
import { test as firstVisit, type APIRequestContext, type Page } from '@playwright/test';
import {
  POPULAR_LOCATIONS,
  addDays,
  australianDate,
  buildBlogPath,
  buildPopularCityPath,
  buildProfilePath,
  buildStatePath,
  type BlogEntry,
  type GetBlogsResponse,
  type GetBlogEntryResponse,
  type GetModelProfileResponse,
  type SearchModelsResponse,
} from '@app/contract';
import { AGE_GATE_FLAG, expect, test } from '../fixtures.js';
import { createAdminToken } from '../support/admin-account.js';
import { createPendingListing } from '../support/advertiser-listing.js';
import { apiData, approveAsAdmin } from '../support/requests.js';

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

/** The listings of a results page of the API: the names and profile links its cards show. */
async function searchCards(request: APIRequestContext, query: string) {
  const answer = await request.get(`/api/search-models?${query}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as SearchModelsResponse;
  return {
    names: data.map((item) => item.name),
    links: data.map((item) => buildProfilePath(item.name, item.model.id, item.profile.state)),
  };
}

/** Filters few demo listings share, so a new listing is on the first page of its city. */
const FEW_FILTERS = 'gender=male&account_type=BDSM';

/**
 * A live listing of Surry Hills (Sydney) with an uploaded photo (stored at several widths, so
 * it has a srcset), its rates and availability, and a tour starting today.
 */
async function createListingWithPhotoAndTour(request: APIRequestContext, name: string) {
  const today = australianDate(new Date());
  const [{ listingId }, adminToken] = await Promise.all([
    createPendingListing(request, name, {
      basics: { name, age: 31, gender: 'male', account_type: 'BDSM' },
      tours: [
        { state: 'Queensland', city: 'Cairns', starts_on: today, ends_on: addDays(today, 3) },
      ],
    }),
    createAdminToken(request),
  ]);
  await approveAsAdmin(request, adminToken, listingId);
  const answer = await request.get(`/api/models/${listingId}`);
  expect(answer.ok()).toBe(true);
  return { listingId, profile: ((await answer.json()) as GetModelProfileResponse).data };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a results page lists its listings' names and photos, and its page links open the next page drawn", async ({
    page,
    request,
  }) => {
    const first = await searchCards(request, 'state=New+South+Wales');
    const second = await searchCards(request, 'state=New+South+Wales&page=2');
    const main = page.getByRole('main');
    const cards = main.getByRole('article');

    await page.goto('/escorts/new-south-wales');

    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(first.names);
    expect(
      await cards
        .locator('a[href^="/profile/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(first.links);
    await expect(cards.locator('img[src^="/images/"]')).toHaveCount(first.names.length);
    const loadMore = main.getByRole('link', { name: 'Load more' });
    await expect(loadMore).toHaveAttribute('href', '/escorts/new-south-wales?page=2');

    // Followed by its address, as a crawler does; a reader passes the gate first (below).
    await page.goto((await loadMore.getAttribute('href'))!);

    await expect(page).toHaveURL('/escorts/new-south-wales?page=2');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(second.names);
    expect(second.links.filter((link) => first.links.includes(link))).toEqual([]);
    await expect(main.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/escorts/new-south-wales',
    );
  });

  test('a card and a profile show an uploaded photo in all its widths; the profile its rates, availability and tours', async ({
    page,
    request,
  }) => {
    const name = `Srcset ${Date.now().toString(36).slice(-5)}`;
    const { listingId, profile } = await createListingWithPhotoAndTour(request, name);

    await page.goto(`/escorts/new-south-wales/sydney?${FEW_FILTERS}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByRole('img', { name })).toHaveAttribute('srcset', /\d+w, .+ \d+w/);

    await page.goto(buildProfilePath(name, listingId, profile.state));

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('article img[srcset]').first()).toHaveAttribute('srcset', /\d+w/);
    const rates = page.getByRole('table');
    await expect(rates).toContainText(profile.rates[0]!.label);
    await expect(page.getByText(profile.availability, { exact: true })).toBeAttached();
    await expect(page.getByRole('main')).toContainText('Cairns');
  });

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
    // A 404 page's own status is reported as a failed load of the document: it is the answer.
    const isDocumentStatus =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if ((message.type() === 'error' || message.type() === 'warning') && !isDocumentStatus) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // A profile counts its view with a POST once it shows (never by being drawn, decision 044):
    // a write the page makes on purpose, not a read its first screen waits for.
    const isViewCount = request.method() === 'POST' && /^\/api\/models\/\d+\/views$/.test(pathname);
    if (pathname.startsWith('/api/') && !isViewCount)
      apiReads.push(`${request.method()} ${pathname}`);
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
  test('every kind of public page hydrates without a warning and reads nothing from the API for its first screen', async ({
    page,
    request,
  }) => {
    const post = await firstPost(page);
    const [listing] = (
      (await (
        await request.get('/api/search-models?state=Victoria')
      ).json()) as SearchModelsResponse
    ).data;
    expect(listing).toBeDefined();
    const pages = [
      { path: '/', heading: 'Escorts and companions across Australia' },
      { path: '/escorts/victoria', heading: 'Escorts in Victoria' },
      { path: '/escorts/new-south-wales/sydney', heading: 'Escorts in Sydney, New South Wales' },
      // A suburb: the city search finds nothing, and the suburb search is drawn.
      {
        path: '/escorts/new-south-wales/surry-hills',
        heading: 'Escorts in Surry Hills, New South Wales',
      },
      { path: '/escorts/new-south-wales?page=2', heading: 'Escorts in New South Wales' },
      { path: '/escorts/australia', heading: 'Escorts in Australia' },
      {
        path: buildProfilePath(listing!.name, listing!.model.id, listing!.profile.state),
        heading: listing!.name,
      },
      { path: buildBlogPath(post), heading: post.title },
      { path: '/blog', heading: 'Blog' },
      { path: '/popular-locations', heading: 'Popular Locations' },
      { path: '/faq', heading: 'Frequently Asked Questions' },
      { path: '/no-such-page', heading: 'Page not found' },
      { path: '/profile/nobody/2147480000', heading: 'Profile not found' },
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

  test('Back from a profile to a drawn results page shows the grown list it saved, without a search', async ({
    page,
  }) => {
    const cards = page.getByRole('main').locator('ul > li a[href^="/profile/"]');
    await page.goto('/escorts/new-south-wales');
    await waitForHydration(page);
    const firstCount = await cards.count();
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstCount);
    const grown = await cards.count();
    const searches: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/search-models') searches.push(sent.url());
    });

    await cards.last().click();
    await expect(page).toHaveURL(/\/profile\//);
    await page.goBack();

    await expect(page).toHaveURL('/escorts/new-south-wales');
    await expect(cards).toHaveCount(grown);
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);
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
      // The link standing in for Next without JavaScript is not there for this visitor.
      await expect(dialog.getByRole('link', { name: 'Next' })).toHaveCount(0);
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

  firstVisit.describe('without JavaScript', () => {
    firstVisit.use({ javaScriptEnabled: false });

    firstVisit(
      "a reader passes the gate with its Next link, then follows the results' page link",
      async ({ page }) => {
        const dialog = page.getByRole('dialog', { name: 'Are You Agree ?' });

        await page.goto('/escorts/new-south-wales');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
        await dialog.getByRole('link', { name: 'Next' }).click();
        await expect(dialog).toBeHidden();

        await page.getByRole('main').getByRole('link', { name: 'Load more' }).click();
        await expect(page).toHaveURL('/escorts/new-south-wales?page=2');
        // Nothing is remembered without JavaScript: the next page asks again.
        await expect(dialog).toBeVisible();
      },
    );
  });
});
