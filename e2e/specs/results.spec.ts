import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { gotoDrawnInBrowser, isSearchRequest, searchQueryOf } from '../support/requests.js';

/** The parts of GET /api/search-models these specs read. */
interface Listing {
  name: string;
  city: string;
  profile: { state: string; country: string };
  model: { id: number; suburb: string; age: number };
}
interface SearchAnswer {
  data: Listing[];
  total: number;
  last_page: number;
  next_page_url: string | null;
}

async function search(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<SearchAnswer> {
  const response = await request.get(`/api/search-models?${new URLSearchParams(query).toString()}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

/** docs/product/routes-and-screens.md: lower case, spaces as hyphens. */
const slug = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '-');
const placeKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const cardLinks = (page: Page) => page.getByRole('main').locator('ul > li a[href^="/profile/"]');

test.describe('results by location', () => {
  test('titles the page from the route words, a state by its proper name', async ({ page }) => {
    await page.goto('/escorts/new-south-wales/kings-cross');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Escorts in Kings Cross, New South Wales',
    );
    await expect(page).toHaveTitle(/Escorts in Kings Cross, New South Wales/);

    await page.goto('/escorts/western-australia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Escorts in Western Australia',
    );
  });

  test('reads /escorts/australia/:state as the country and the state', async ({ page }) => {
    const searched = page.waitForRequest(isSearchRequest);
    await gotoDrawnInBrowser(page, '/escorts/australia/victoria');
    const url = new URL((await searched).url());
    expect(url.searchParams.get('country')).toBe('Australia');
    expect(url.searchParams.get('state')).toBe('Victoria');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escorts in Victoria');
    await expect(cardLinks(page).first()).toBeVisible();
  });

  test("sends the state, city and the header's filters to the API", async ({ page }) => {
    const query = await searchQueryOf(
      page,
      '/escorts/queensland/brisbane?gender=female&account_type=Escort&escort_type=all',
    );
    expect(query).toEqual({
      state: 'Queensland',
      city: 'brisbane',
      gender: 'female',
      account_type: 'Escort',
    });
  });

  test('a card shows the listing and opens /profile/:name/:id?state=…', async ({
    page,
    request,
  }) => {
    const answer = await search(request, { state: 'Victoria', city: 'melbourne' });
    const first = answer.data[0]!;
    const expectedHref = `/profile/${encodeURIComponent(slug(first.name))}/${first.model.id}?state=${slug(first.profile.state)}`;

    await page.goto('/escorts/victoria/melbourne');
    const card = cardLinks(page).first();
    await expect(card).toHaveAttribute('href', expectedHref);
    await expect(card.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(card).toContainText(`Age ${first.model.age}`);
    await expect(card).toContainText(`${first.model.suburb}, Australia`);
    await expect(card.getByRole('img')).toHaveAttribute('src', /^\/images\//);

    await card.click();
    await expect(page).toHaveURL(expectedHref);
    expect(expectedHref).toMatch(/^\/profile\/[a-z0-9%-]+\/\d+\?state=[a-z-]+$/);
  });

  test('Load more adds the next page from next_page_url and saves the grown list', async ({
    page,
    request,
  }) => {
    // The first page comes drawn by the server, the same answer as the API's.
    const first = await search(request, { state: 'New South Wales' });
    expect(first.next_page_url).not.toBeNull();
    await page.goto('/escorts/new-south-wales');
    await expect(cardLinks(page)).toHaveCount(first.data.length);

    const loadMore = page.getByRole('link', { name: 'Load more' });
    await expect(loadMore).toHaveAttribute('href', '/escorts/new-south-wales?page=2');
    await loadMore.focus();
    const nextRequest = page.waitForRequest(isSearchRequest);
    await page.keyboard.press('Enter');
    const next = new URL((await nextRequest).url());
    const expected = new URL(first.next_page_url!);
    expect(`${next.pathname}${next.search}`).toBe(`${expected.pathname}${expected.search}`);

    await expect.poll(() => cardLinks(page).count()).toBeGreaterThan(first.data.length);
    const count = await cardLinks(page).count();
    await expect(page.getByText(`Showing ${count} listings`)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () => (JSON.parse(sessionStorage.getItem('modelData') ?? '[]') as unknown[]).length,
        ),
      )
      .toBe(count);
  });

  test('on first load, shows the results session storage holds for this search without a request', async ({
    page,
    request,
  }) => {
    // A real listing's shape, renamed so the stored card is unmistakable.
    const real = (await search(request, { state: 'Victoria' })).data[0]!;
    const stored = { ...real, name: 'Stored Listing Reused' };
    await page.addInitScript((item) => {
      sessionStorage.setItem('modelData', JSON.stringify([item]));
      sessionStorage.setItem('nextLink', '');
      // The search the two keys belong to (docs/decisions/004-saved-search-results.md).
      sessionStorage.setItem('modelDataSearch', 'city=geelong&state=victoria');
    }, stored);
    const searchRequests: string[] = [];
    page.on('request', (sent) => {
      if (isSearchRequest(sent)) searchRequests.push(sent.url());
    });

    await page.goto('/escorts/victoria/geelong');

    await expect(page.getByRole('link', { name: /Stored Listing Reused/ })).toBeVisible();
    await expect(cardLinks(page)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);

    // Another search does not reuse them: it asks the API (drawn here, as after a search in
    // the header; the server would have read it in-process).
    await gotoDrawnInBrowser(page, '/escorts/victoria/ballarat');
    await expect(cardLinks(page).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Stored Listing Reused/ })).toHaveCount(0);
    // The cards were in the HTML; the request comes once the page's code has run.
    await expect.poll(() => searchRequests.length).toBeGreaterThan(0);
  });

  test('searches again with suburb when the city word finds nothing', async ({ page, request }) => {
    // Find a suburb with listings that no listing has as its city (the demo's suburbs are
    // real localities near the popular cities).
    const listings: Listing[] = [];
    const firstPage = await search(request, {});
    listings.push(...firstPage.data);
    for (let number = 2; number <= firstPage.last_page; number += 1) {
      listings.push(...(await search(request, { page: String(number) })).data);
    }
    const cityKeys = new Set(listings.map((listing) => placeKey(listing.city)));
    const candidate = listings.find(
      (listing) =>
        listing.model.suburb &&
        /^[A-Za-z ]+$/.test(listing.model.suburb) &&
        !cityKeys.has(placeKey(listing.model.suburb)),
    );
    expect(candidate, 'a listing whose suburb is nobody’s city').toBeDefined();
    const { suburb } = candidate!.model;
    const state = candidate!.profile.state;
    expect((await search(request, { state, city: suburb })).total).toBe(0);

    const searchUrls: URL[] = [];
    page.on('request', (sent) => {
      if (isSearchRequest(sent)) searchUrls.push(new URL(sent.url()));
    });
    await gotoDrawnInBrowser(page, `/escorts/${slug(state)}/${slug(suburb)}`);

    await expect(
      cardLinks(page).filter({
        has: page.getByRole('heading', { name: candidate!.name, exact: true }),
      }),
    ).toBeVisible();
    // The cards were in the HTML; the two requests come once the page's code has run.
    await expect.poll(() => searchUrls.length).toBe(2);
    expect(searchUrls[0]!.searchParams.get('city')).toBe(suburb.toLowerCase());
    expect(searchUrls[1]!.searchParams.has('city')).toBe(false);
    expect(searchUrls[1]!.searchParams.get('suburb')).toBe(suburb.toLowerCase());
  });

  test('a real place without listings suggests the nearest cities as links', async ({
    page,
    request,
  }) => {
    // Dubbo, New South Wales: a real town far from every popular city.
    expect((await search(request, { state: 'New South Wales', city: 'dubbo' })).total).toBe(0);
    expect((await search(request, { state: 'New South Wales', suburb: 'dubbo' })).total).toBe(0);

    await page.goto('/escorts/new-south-wales/dubbo');

    await expect(page.getByText('No listings in Dubbo, New South Wales just now.')).toBeVisible();
    const nearby = page.getByRole('navigation', { name: 'Nearby cities' });
    const links = nearby.getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(2);
    await expect(links.first()).toHaveAttribute('href', /^\/escorts\/new-south-wales\/[a-z-]+$/);
    await expect(links.first()).toContainText('km');

    await links.first().click();
    await expect(page).toHaveURL(/\/escorts\/new-south-wales\/[a-z-]+$/);
    await expect(cardLinks(page).first()).toBeVisible();
  });
});
