import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  SEARCH_MODELS_PATH,
  SERVER_ENTRY_FILE,
  buildAdminBlogUnpublishPath,
  buildModelProfileApiPath,
} from '@app/contract';
import { models } from '../../db/schema.js';
import { EVERY_PLACE_TAG, announceChange } from '../../platform/cache/answer-cache.js';
import { createAdminAccount, createBlogPost, createListing } from '../../test/factories.js';
import { send } from '../../test/listing-helpers.js';
import { useApiTest } from '../../test/api-test.js';
import { pageAddressOf } from './page-cache.js';

const INDEX_HTML = `<!doctype html>
<html lang="en-AU">
  <head><title>Built</title></head>
  <body><div id="root"></div></body>
</html>`;

/** The URLs the renderer below was asked to draw, in order: one entry per drawing. */
const renders = ((globalThis as { pageRenders?: string[] }).pageRenders ??= []);

/**
 * A stand-in for the web build's server entry, reading the API as the real one does (through
 * `readApi`, as the visitor, without cookies): results and profile pages show the listings' names, /about-us is
 * a drawn information page, /customer/dashboard a page the browser draws, any other path the
 * 404 page, and a drawing fails while `globalThis.failDrawing` is set.
 */
const ENTRY_SERVER = `
const draw = (text, status = 200) => ({
  headHtml: '', pageModule: 'src/page.tsx', status,
  rootHtml: '<main>' + text.replace(/</g, '&lt;') + '</main>',
  stateScript: '<script type="application/json" id="server-state">{}</script>',
});
export function createPageRenderer({ readApi }) {
  return async (url, request) => {
    globalThis.pageRenders.push(url);
    if (globalThis.failDrawing) throw new Error('a first-screen read failed');
    const path = url.split('?')[0];
    if (path === '/customer/dashboard') return null;
    if (path === '/about-us') return draw('About us');
    if (path === '/blog') return draw('Blog');
    const api = path.startsWith('/escorts/')
      ? '${SEARCH_MODELS_PATH}?state=new-south-wales&city=sydney'
      : path.startsWith('/profile/')
        ? '${buildModelProfileApiPath(0).replace(/0$/, '')}' + path.split('/').pop()
        : undefined;
    if (!api) return draw('Page not found', 404);
    const answer = await readApi(api, request);
    if (answer.status !== 200) return draw('Page not found', 404);
    const body = JSON.parse(answer.body);
    const listings = Array.isArray(body.data) ? body.data : [body.data];
    return draw(listings.map((listing) => listing.name).join(', '));
  };
}
`;

const WEB_DIST = { 'index.html': INDEX_HTML, [SERVER_ENTRY_FILE]: ENTRY_SERVER };
const RESULTS = '/escorts/new-south-wales/sydney';

describe('drawn pages kept in the answer cache', () => {
  const api = useApiTest({ webDist: WEB_DIST, env: { SEARCH_CACHE_SECONDS: '30' } });
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });
  /** How many drawings `act` caused. */
  const drawingsDuring = async (act: () => Promise<unknown>) => {
    const before = renders.length;
    await act();
    return renders.length - before;
  };
  const rename = (id: number, name: string) =>
    api.db.update(models).set({ name }).where(eq(models.id, id));

  it('serves a second visit of a results page and of a profile from the cache', async () => {
    const listing = await createListing(api.db, { name: 'Kept Once' });
    const profile = `/profile/kept-once/${listing.id}`;

    expect(await drawingsDuring(() => get(RESULTS))).toBe(1);
    expect(await drawingsDuring(() => get(profile))).toBe(1);
    const visitBoth = async () => {
      expect((await get(RESULTS)).body).toContain('Kept Once');
      expect((await get(profile)).body).toContain('Kept Once');
    };
    // The listing's creation is announced too, and may clear the pages just drawn: once its
    // notice is handled, a visit draws both, and the next draws neither.
    await vi.waitFor(
      async () => {
        await visitBoth();
        expect(await drawingsDuring(visitBoth)).toBe(0);
      },
      { timeout: 5_000 },
    );
  });

  it('keys a page by its path and the parameters pages read, in one order', async () => {
    expect(pageAddressOf(`${RESULTS}?utm_source=x&gender=Female&account_type=&fbclid=1`)).toBe(
      `${RESULTS}?gender=Female`,
    );
    expect(pageAddressOf(`${RESULTS}?sort=newest&gender=Male&gender=Female`)).toBe(
      `${RESULTS}?gender=Male&sort=newest`,
    );
    await get(`${RESULTS}?gender=Female&utm_source=mail`);
    const drawn = await drawingsDuring(() => get(`${RESULTS}?fbclid=2&gender=Female`));
    expect(drawn).toBe(0);
    expect(renders.at(-1)).toBe(`${RESULTS}?gender=Female`);
  });

  it('answers malformed addresses without a 500', async () => {
    expect((await get(`${RESULTS}?gender=%ZZ&state=%E0%A4%A`)).statusCode).toBe(200);
    // The router refuses a path it cannot decode (400) before any page is built.
    expect((await get('/no-such%ZZpage?sort=%')).statusCode).toBe(400);
    expect((await get('/no-such-page?sort=%&gender=%ZZ')).statusCode).toBe(404);
    expect((await get('/profile/x/not-a-number?state=%ZZ')).statusCode).toBe(404);
  });

  it('draws the results page and the profile afresh once their listing changes', async () => {
    const listing = await createListing(api.db, { name: 'Before Change' });
    const profile = `/profile/before-change/${listing.id}`;
    await get(RESULTS);
    await get(profile);

    await rename(listing.id, 'After Change');

    // The database's notice clears the tags a moment after the commit.
    await vi.waitFor(async () => expect((await get(RESULTS)).body).toContain('After Change'), {
      timeout: 5_000,
    });
    const body = (await get(profile)).body;
    expect(body).toContain('After Change');
    expect(body).not.toContain('Before Change');
  });

  it('keeps no visitor data: the page is the same with or without cookies, and sets none', async () => {
    const listing = await createListing(api.db, { name: 'Shared Page' });
    const profile = `/profile/shared-page/${listing.id}`;
    const visitor = {
      cookie: 'refresh_token=visitor-secret-cookie',
      authorization: 'Bearer visitor-secret-token',
    };

    const signedIn = await get(profile, visitor);
    const anonymous = await get(profile);

    expect(signedIn.statusCode).toBe(200);
    expect(anonymous.body).toBe(signedIn.body);
    for (const response of [signedIn, anonymous]) {
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).not.toMatch(/visitor-secret|nonce/);
    }
  });

  it('keeps no 404: a listing that is not live, and an unknown path, are drawn each time with their status', async () => {
    const listing = await createListing(api.db, { name: 'Not Live', status: 'suspended' });
    const gone = `/profile/not-live/${listing.id}`;

    for (const url of [gone, '/no-such-page']) {
      const drawn = await drawingsDuring(async () => {
        expect((await get(url)).statusCode, url).toBe(404);
        expect((await get(url)).statusCode, url).toBe(404);
      });
      expect(drawn, url).toBe(2);
    }
    expect((await get('/no-such-page')).body).toContain('Page not found');
  });

  it('sends a private page the shell with 200, and keeps it out of the cache', async () => {
    const response = await get('/customer/dashboard');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(await drawingsDuring(() => get('/customer/dashboard'))).toBe(1);
  });

  it('does not keep the shell sent when drawing a page failed', async () => {
    const listing = await createListing(api.db, { name: 'Drawn Later' });
    const profile = `/profile/drawn-later/${listing.id}`;
    const failing = globalThis as { failDrawing?: boolean };

    failing.failDrawing = true;
    const shell = await get(profile).finally(() => (failing.failDrawing = false));

    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
    expect((await get(profile)).body).toContain('<main>Drawn Later</main>');
  });

  it('keeps an information page until a listing or the blog announces a change', async () => {
    await get('/about-us');
    expect(await drawingsDuring(() => get('/about-us'))).toBe(0);

    await announceChange(api.db, [EVERY_PLACE_TAG]);

    await vi.waitFor(async () => expect(await drawingsDuring(() => get('/about-us'))).toBe(1), {
      timeout: 5_000,
    });
  });

  it('draws /blog afresh once an admin changes a post', async () => {
    const admin = await createAdminAccount(api.db, api.testApp.tokens);
    const post = await createBlogPost(api.db);
    await get('/blog');
    expect(await drawingsDuring(() => get('/blog'))).toBe(0);

    const unpublished = await send(
      api.app,
      'POST',
      buildAdminBlogUnpublishPath(post.id),
      admin.authorization,
    );

    expect(unpublished.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await drawingsDuring(() => get('/blog'))).toBe(1), {
      timeout: 5_000,
    });
  });
});

describe('drawn pages with the answer cache off (SEARCH_CACHE_SECONDS=0)', () => {
  const api = useApiTest({ webDist: WEB_DIST, env: { SEARCH_CACHE_SECONDS: '0' } });

  it('draws every visit afresh', async () => {
    const before = renders.length;
    await api.app.inject({ method: 'GET', url: RESULTS });
    await api.app.inject({ method: 'GET', url: RESULTS });
    expect(renders.length - before).toBe(2);
  });
});
