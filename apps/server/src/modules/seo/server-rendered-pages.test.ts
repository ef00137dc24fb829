import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_READS_PER_WINDOW,
  SERVER_ENTRY_FILE,
  buildBlogPath,
  buildProfilePath,
} from '@app/contract';
import { createBlogPost, createListing, viewCountOf } from '../../test/factories.js';
import { useApiTest } from '../../test/api-test.js';
import { escapeHtml } from '../../platform/text/sanitize-html.js';
import { PAGE_CODE_LOADER_SCRIPT } from '../../platform/http/page-code-after-paint.js';

/** The real web build, whose server entry draws the pages the browser then hydrates. */
const WEB_DIST_DIR = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

const api = useApiTest({ env: { WEB_DIST_DIR, PUBLIC_URL: 'https://directory.example' } });

beforeAll(() => {
  if (!existsSync(path.join(WEB_DIST_DIR, SERVER_ENTRY_FILE))) {
    throw new Error(`${WEB_DIST_DIR} has no ${SERVER_ENTRY_FILE}: run npm run build`);
  }
});

const SITE = 'https://directory.example';

const get = (url: string, remoteAddress = '127.0.0.1') =>
  api.app.inject({ method: 'GET', url, remoteAddress });

/** The JSON-LD items of a page's head, by their @type. */
function structuredData(html: string): Record<string, unknown>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function ofType(html: string, type: string) {
  return structuredData(html).find((item) => item['@type'] === type);
}

/** What the server put inside #root, and the JSON state it sent beside it. */
function readPage(html: string) {
  const root =
    /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="server-state">/.exec(
      html,
    );
  const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(
    html,
  );
  return {
    root: root?.[1] ?? '',
    stateText: state?.[1] ?? '',
    state: state ? (JSON.parse(state[1]!) as { queries: { queries: QueryState[] } }) : undefined,
  };
}

interface QueryState {
  queryKey: unknown[];
  state: { data: unknown; status: string };
}

function queryData(page: ReturnType<typeof readPage>, key: unknown[]) {
  return page.state?.queries.queries.find(
    (query) => JSON.stringify(query.queryKey) === JSON.stringify(key),
  )?.state.data;
}

describe('pages drawn on the server', () => {
  it('draws a blog post inside #root, with its data for the browser beside it', async () => {
    const post = await createBlogPost(api.db, {
      title: 'Staying safe </script> in Sydney',
      excerpt: 'Five habits for a safe first meeting.',
      bodyHtml: '<p>Meet somewhere public first.</p><p>Tell a friend where you are.</p>',
    });

    const response = await get(buildBlogPath(post));

    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.root).toContain(`<h1 id="post-title"`);
    expect(page.root).toContain(escapeHtml(post.title));
    expect(page.root).toContain('<p>Meet somewhere public first.</p>');
    // The title's </script> is escaped in the state, so it cannot end the script early.
    expect(page.stateText).not.toContain('</script>');
    expect(queryData(page, ['blog-entry', post.id])).toMatchObject({
      id: post.id,
      title: post.title,
      body_html: '<p>Meet somewhere public first.</p><p>Tell a friend where you are.</p>',
    });
    expect(queryData(page, ['blogs'])).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: post.id })]),
    );
    // The data is in the HTML: a preload of the same API read would fetch it again.
    expect(response.body).not.toContain(`rel="preload" as="fetch"`);
  });

  it('draws an unpublished post as the 404 page, with a 404 status', async () => {
    const draft = await createBlogPost(api.db, { status: 'draft' });

    const response = await get(buildBlogPath(draft));

    expect(response.statusCode).toBe(404);
    expect(readPage(response.body).root).toContain('Post not found');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('draws the information pages with their heading, and the 404 page at an unknown path with a 404', async () => {
    const faq = await get('/faq');
    const terms = await get('/term-and-conditions');
    const unknown = await get('/no-such-page');

    expect(faq.statusCode).toBe(200);
    expect(readPage(faq.body).root).toContain('Frequently Asked Questions</h1>');
    expect(readPage(terms.body).root).toContain('</h1>');
    // The terms page is the one page without the age gate (its text links there).
    expect(readPage(terms.body).root).not.toContain('Are You Agree ?');
    expect(readPage(faq.body).root).toContain('Are You Agree ?');
    expect(unknown.statusCode).toBe(404);
    expect(readPage(unknown.body).root).toContain('Page not found');
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('sends the unknown role page (/not Found) and private pages with 200', async () => {
    const unknownRole = await get('/not%20Found');
    const dashboard = await get('/customer/dashboard');

    expect(unknownRole.statusCode).toBe(200);
    expect(readPage(unknownRole.body).root).toContain('Page not found');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<div id="root"></div>');
  });

  it('draws the popular locations with their counts from the API, and links its stylesheet', async () => {
    const response = await get('/popular-locations');

    const page = readPage(response.body);
    // Styled before its code loads: the page chunk's CSS is a stylesheet of the head.
    expect(response.body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/popular-locations-page-[\w-]+\.css" \/>[\s\S]*<\/head>/,
    );
    // The age-gate flag runs inline before the first paint, allowed by the CSP by its hash.
    const flagScript = /<script>([^<]+)<\/script>/.exec(response.body)?.[1] ?? '';
    const flagHash = createHash('sha256').update(flagScript).digest('base64');
    expect(flagScript).toContain('age-gate-passed');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${flagHash}'`);
    // Readable before its code runs: the code is listed for the loader, which asks for it after
    // the first paint, and the CSP allows the loader by its hash.
    expect(response.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const code = JSON.parse(
      /<script type="application\/json" id="page-code">([^<]+)<\/script>/.exec(
        response.body,
      )?.[1] ?? '{}',
    ) as { entry?: string; preloads?: string[] };
    expect(code.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(code.preloads).toContainEqual(expect.stringMatching(/^\/assets\/vendor-[\w-]+\.js$/));
    const loaderHash = createHash('sha256').update(PAGE_CODE_LOADER_SCRIPT).digest('base64');
    expect(response.body).toContain(`<script>${PAGE_CODE_LOADER_SCRIPT}</script>`);
    expect(response.headers['content-security-policy']).toContain(`'sha256-${loaderHash}'`);
    expect(page.root).toContain('href="/escorts/new-south-wales"');
    expect(queryData(page, ['popular-location-counts'])).toMatchObject({
      data: expect.any(Array),
    });
  });

  it('sends pages the browser draws as the shell: private pages and forms', async () => {
    for (const url of ['/modelDashboard', '/user-login', '/searchpage']) {
      const response = await get(url);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="server-state"');
      expect(response.body, url).not.toContain('age-gate-passed');
      expect(response.body, url).toMatch(/<script type="module" crossorigin src=/);
      expect(response.body, url).not.toContain('id="page-code"');
    }
  });

  it('gives a blog post its BlogPosting, by absolute URL on PUBLIC_URL', async () => {
    const post = await createBlogPost(api.db, { title: 'Touring <b>Perth</b>' });

    const response = await get(buildBlogPath(post));

    expect(ofType(response.body, 'BlogPosting')).toMatchObject({
      headline: 'Touring <b>Perth</b>',
      url: `${SITE}${buildBlogPath(post)}`,
    });
    // Data, never run: every < of the text is escaped, so no tag can start inside the script.
    expect(response.body).toContain('"headline":"Touring \\u003cb>Perth\\u003c/b>"');
  });
});

describe('home, results and profiles drawn on the server', () => {
  it('draws the home page with its listings and their ItemList', async () => {
    const listing = await createListing(api.db, { name: 'Home Page Harper' });

    const response = await get('/');

    const page = readPage(response.body);
    expect(page.root).toContain('Home Page Harper');
    expect(page.root).toContain(
      `href="${buildProfilePath('Home Page Harper', listing.id, 'New South Wales')}"`,
    );
    expect(ofType(response.body, 'ItemList')).toMatchObject({
      itemListElement: expect.arrayContaining([
        expect.objectContaining({
          name: 'Home Page Harper',
          url: `${SITE}${buildProfilePath('Home Page Harper', listing.id, 'New South Wales')}`,
        }),
      ]),
    });
  });

  it("draws a results page and its later pages, with Load more as the next page's link", async () => {
    const names = Array.from({ length: SEARCH_PAGE_SIZE + 1 }, (_, i) => `Hobart Listing ${i}`);
    for (const name of names) {
      await createListing(api.db, { name, state: 'Tasmania', city: 'Hobart', suburb: 'Sandy Bay' });
    }

    const first = await get('/escorts/tasmania/hobart');
    const second = await get('/escorts/tasmania/hobart?page=2');

    const firstRoot = readPage(first.body).root;
    const secondRoot = readPage(second.body).root;
    expect(firstRoot).toContain('href="/escorts/tasmania/hobart?page=2"');
    expect(firstRoot).toContain('Load more');
    const onFirst = names.filter((name) => firstRoot.includes(`>${name}<`));
    const onSecond = names.filter((name) => secondRoot.includes(`>${name}<`));
    expect(onFirst).toHaveLength(SEARCH_PAGE_SIZE);
    expect(onSecond).toHaveLength(1);
    expect(onFirst).not.toContain(onSecond[0]);
    expect(secondRoot).toContain('href="/escorts/tasmania/hobart"');
    expect(ofType(first.body, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, item: `${SITE}/` },
        { position: 2, name: 'Tasmania', item: `${SITE}/escorts/tasmania` },
        { position: 3, item: `${SITE}/escorts/tasmania/hobart` },
      ],
    });
    expect(ofType(second.body, 'ItemList')).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ position: SEARCH_PAGE_SIZE + 1, name: onSecond[0] }],
    });
  });

  it('sends a results page whose filters the search refuses as the shell, never an error', async () => {
    for (const url of [
      '/escorts/victoria?gender=nobody',
      '/?min_age=abc',
      '/escorts/victoria?%zz',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('reads a page number it cannot use as the first page, never an error', async () => {
    for (const url of [
      '/escorts/tasmania?page=abc',
      '/escorts/tasmania?page=0',
      '/?page=99999999',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="server-state"');
    }
  });

  it('draws a profile with its rates, availability and breadcrumbs, and counts no view', async () => {
    const listing = await createListing(api.db, {
      name: 'Profile Page Poppy',
      state: 'Victoria',
      city: 'Geelong',
      rates: [{ label: '1 hour', amount: 350 }],
      availability: 'Weekday evenings',
    });
    const path = buildProfilePath(listing.name, listing.id, 'victoria');

    const response = await get(path);

    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.root).toContain('Profile Page Poppy</h1>');
    expect(page.root).toContain('1 hour');
    expect(page.root).toContain('Weekday evenings');
    expect(queryData(page, ['model-profile', listing.id])).toMatchObject({ id: listing.id });
    expect(ofType(response.body, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Victoria', item: `${SITE}/escorts/victoria` },
        { name: 'Geelong', item: `${SITE}/escorts/victoria/geelong` },
        { name: 'Profile Page Poppy', item: `${SITE}${path}` },
      ],
    });
    // Views are counted by the page's own POST from the browser, not by drawing it.
    expect(await viewCountOf(api.db, listing.id)).toBe(0);
  });

  it('draws a listing that is not live as the 404 page, with a 404 status', async () => {
    const hidden = await createListing(api.db, { name: 'Paused Pia', status: 'paused' });

    const response = await get(buildProfilePath(hidden.name, hidden.id));

    expect(response.statusCode).toBe(404);
    expect(readPage(response.body).root).toContain('Profile not found');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(ofType(response.body, 'BreadcrumbList')).toBeUndefined();
  });

  it("counts a drawn page's reads against its visitor: one who spent the search budget gets the shell, another the drawn page", async () => {
    const spender = '198.51.100.23';
    for (let i = 0; i < SEARCH_READS_PER_WINDOW; i += 1) {
      await api.app.inject({
        method: 'GET',
        url: `/api/search-models?page=0&city=x${i}`,
        remoteAddress: spender,
      });
    }

    const refused = await get('/escorts/victoria', spender);
    const other = await get('/escorts/victoria', '198.51.100.24');

    // The refused read sends the page as the shell, which the browser draws: never a 500.
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('<div id="root"></div>');
    expect(refused.body).not.toContain('id="server-state"');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('id="server-state"');
  });

  it('logs a page sent as the shell because its reads were turned down as information, never as an error', async () => {
    const info = vi.spyOn(api.app.log, 'info');
    const error = vi.spyOn(api.app.log, 'error');
    try {
      const response = await get('/escorts/victoria?gender=nobody');

      expect(response.body).toContain('<div id="root"></div>');
      const shellNotes = info.mock.calls.filter((call) =>
        call.includes('the page was sent as the shell'),
      );
      expect(shellNotes).toHaveLength(1);
      expect(error).not.toHaveBeenCalled();
    } finally {
      info.mockRestore();
      error.mockRestore();
    }
  });

  it('never serves the server entry as a file', async () => {
    expect((await get(`/${SERVER_ENTRY_FILE}`)).body).not.toContain('createPageRenderer');
  });
});
