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

/** Opens `url` and the query the page sends to /api/search-models for it, as plain pairs. */
export async function searchQueryOf(page: Page, url: string): Promise<Record<string, string>> {
  const searched = page.waitForRequest(isSearchRequest);
  await page.goto(url);
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
