import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY_FILE, buildBlogPath } from '@app/contract';
import { createBlogPost } from '../../test/factories.js';
import { useApiTest } from '../../test/api-test.js';
import { escapeHtml } from '../../platform/text/sanitize-html.js';

/** The real web build, whose server entry draws the pages the browser then hydrates. */
const WEB_DIST_DIR = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

const api = useApiTest({ env: { WEB_DIST_DIR, PUBLIC_URL: 'https://directory.example' } });

beforeAll(() => {
  if (!existsSync(path.join(WEB_DIST_DIR, SERVER_ENTRY_FILE))) {
    throw new Error(`${WEB_DIST_DIR} has no ${SERVER_ENTRY_FILE}: run npm run build`);
  }
});

const get = (url: string) => api.app.inject({ method: 'GET', url });

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
    // Readable before its code runs: the code loads after the stylesheets and images.
    expect(response.body).toMatch(/<script type="module" fetchpriority="low" crossorigin src=/);
    expect(response.body).not.toMatch(/<link rel="modulepreload"(?! fetchpriority="low")/);
    expect(page.root).toContain('href="/escorts/new-south-wales"');
    expect(queryData(page, ['popular-location-counts'])).toMatchObject({
      data: expect.any(Array),
    });
  });

  it('sends pages the browser draws as the shell: home, results, private pages', async () => {
    for (const url of ['/', '/escorts/victoria', '/modelDashboard', '/user-login']) {
      const response = await get(url);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="server-state"');
      expect(response.body, url).not.toContain('age-gate-passed');
      expect(response.body, url).not.toContain('fetchpriority="low"');
    }
  });

  it('never serves the server entry as a file', async () => {
    expect((await get(`/${SERVER_ENTRY_FILE}`)).body).not.toContain('createPageRenderer');
  });
});
