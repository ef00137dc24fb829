import {
  expect,
  type APIRequestContext,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import {
  SEARCH_MODELS_PATH,
  buildAdminApprovePath,
  buildAdminListingPath,
  type AdminListingResponse,
} from '@app/contract';

/**
 * Counts the page's requests to `path` (of `method` only, when given) from now on; the answer
 * reads the count so far, so a form spec can prove a refused form sent nothing.
 */
export function countRequests(page: Page, path: string, method?: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if ((method === undefined || request.method() === method) && pathOf(request) === path) {
      count += 1;
    }
  });
  return () => count;
}

/** The next answer the page gets from `path`. */
export function answerOf(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path);
}

/** Whether the page asked GET /api/search-models (the results of every search page). */
export function isSearchRequest(request: Request): boolean {
  return pathOf(request) === SEARCH_MODELS_PATH;
}

/** The data script of a page drawn on the server (apps/web/src/app/server-state.ts). */
const SERVER_STATE_SCRIPT = /<script type="application\/json" id="server-state">[\s\S]*?<\/script>/;

/**
 * Opens `url` as a page the browser draws itself, as after a navigation inside the app or when
 * the server could not draw it (decision 045): the document comes without the server's data,
 * so the page makes its own API reads, which a spec of those reads can watch.
 */
export async function gotoDrawnInBrowser(page: Page, url: string): Promise<void> {
  const isDocument = (request: Request) =>
    request.isNavigationRequest() && request.resourceType() === 'document';
  await page.route('**/*', async (route) => {
    if (!isDocument(route.request())) return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(SERVER_STATE_SCRIPT, '');
    return route.fulfill({ response, body });
  });
  await page.goto(url);
  await page.unroute('**/*');
}

/** Opens `url` and the query the page sends to /api/search-models for it, as plain pairs. */
export async function searchQueryOf(page: Page, url: string): Promise<Record<string, string>> {
  const searched = page.waitForRequest(isSearchRequest);
  await gotoDrawnInBrowser(page, url);
  return Object.fromEntries(new URL((await searched).url()).searchParams);
}

/** GETs `path` over the page's API context and gives the answer's `data`, checking it was a success. */
export async function apiData<Answer extends { data: unknown }>(
  page: Page,
  path: string,
): Promise<Answer['data']> {
  const answer = await page.request.get(path);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Answer).data;
}

/**
 * An admin's approval over the API as the console sends it: the listing read first, so the
 * approval names the version the admin saw.
 */
export async function approveAsAdmin(
  request: APIRequestContext,
  adminToken: string,
  listingId: number,
): Promise<void> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const review = await request.get(buildAdminListingPath(listingId), { headers });
  expect(review.ok(), await review.text()).toBe(true);
  const { version } = ((await review.json()) as AdminListingResponse).data;
  const approved = await request.post(buildAdminApprovePath(listingId), {
    headers,
    data: { version },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

function pathOf(request: Request): string {
  return new URL(request.url()).pathname;
}
