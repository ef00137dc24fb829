import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GET_BLOGS_PATH, buildBlogEntryApiPath, buildModelProfileApiPath } from '@app/contract';
import { useApiTest } from '../../test/api-test.js';
import { createBlogPost, createListing } from '../../test/factories.js';
import {
  BUILD_MANIFEST_PATH,
  PAGE_MODULES,
  renderPreloadLinks,
  type BuildManifest,
} from './page-preloads.js';

const INDEX_HTML = `<!doctype html>
<html lang="en-AU">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A build's manifest in Vite's shape: the entry, a shared chunk and the preloaded pages. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_search-results-1.js': {
    file: 'assets/search-results-1.js',
    imports: ['_vendor-1.js'],
    css: ['assets/search-results-1.css'],
  },
  [PAGE_MODULES.home]: {
    file: 'assets/home-page-1.js',
    imports: ['index.html', '_vendor-1.js', '_search-results-1.js'],
    css: ['assets/home-page-1.css'],
  },
  [PAGE_MODULES.results]: {
    file: 'assets/escorts-page-1.js',
    imports: ['index.html', '_search-results-1.js'],
  },
  [PAGE_MODULES.profile]: { file: 'assets/profile-page-1.js', imports: ['index.html'] },
  [PAGE_MODULES.blogList]: { file: 'assets/blog-list-page-1.js', imports: ['index.html'] },
  [PAGE_MODULES.blogEntry]: { file: 'assets/blog-entry-page-1.js', imports: ['index.html'] },
};

const api = useApiTest({
  webDist: { 'index.html': INDEX_HTML, [BUILD_MANIFEST_PATH]: JSON.stringify(MANIFEST) },
});

const get = (url: string) => api.app.inject({ method: 'GET', url });

/** The preload tags of a page's HTML, as [rel, as, href]. */
function readPreloads(html: string): string[][] {
  return [
    ...html.matchAll(/<link rel="(modulepreload|preload)"(?: as="(\w+)")?[^>]*href="([^"]*)"/g),
  ]
    .filter((match) => !match[0].includes('vendor-1.js'))
    .map((match) => [match[1]!, match[2] ?? '', match[3]!]);
}

describe('preloads in the HTML of the pages the server writes', () => {
  it("preloads a results page's chunk and stylesheets but not its search (a saved list is shown without one)", async () => {
    const response = await get('/escorts/new-south-wales/byron-bay?gender=female');

    expect(response.statusCode).toBe(200);
    expect(readPreloads(response.body)).toEqual([
      ['modulepreload', '', '/assets/escorts-page-1.js'],
      ['modulepreload', '', '/assets/search-results-1.js'],
      ['preload', 'style', '/assets/search-results-1.css'],
    ]);
    expect(readPreloads((await get('/')).body)).toEqual([
      ['modulepreload', '', '/assets/home-page-1.js'],
      ['modulepreload', '', '/assets/search-results-1.js'],
      ['preload', 'style', '/assets/home-page-1.css'],
      ['preload', 'style', '/assets/search-results-1.css'],
    ]);
  });

  it("preloads a profile's chunk and its listing's API answer", async () => {
    const listing = await createListing(api.db, { name: 'Preload Test' });

    const response = await get(`/profile/preload-test/${listing.id}?state=new-south-wales`);

    expect(readPreloads(response.body)).toEqual([
      ['modulepreload', '', '/assets/profile-page-1.js'],
      ['preload', 'fetch', buildModelProfileApiPath(listing.id)],
    ]);
  });

  it('preloads the blog list on /blog and a post on its page', async () => {
    const post = await createBlogPost(api.db);

    expect((await get('/blog')).body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${GET_BLOGS_PATH}" />`,
    );
    expect(readPreloads((await get('/blog')).body)).toEqual([
      ['modulepreload', '', '/assets/blog-list-page-1.js'],
      ['preload', 'fetch', GET_BLOGS_PATH],
    ]);
    expect(readPreloads((await get(`/blog/${post.slug}/${post.id}`)).body)).toEqual([
      ['modulepreload', '', '/assets/blog-entry-page-1.js'],
      ['preload', 'fetch', buildBlogEntryApiPath(post.id)],
    ]);
  });

  it('preloads nothing for an unknown route, a 404 place or a listing that is not live', async () => {
    const hidden = await createListing(api.db, { status: 'pending' });

    for (const url of ['/some/unknown/page', '/escorts/atlantis', `/profile/x/${hidden.id}`]) {
      const response = await get(url);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(readPreloads(response.body)).toEqual([]);
    }
  });

  it('does not serve the build manifest (the path is an unknown page: the app)', async () => {
    const response = await get(`/${BUILD_MANIFEST_PATH}`);

    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).not.toContain('home-page-1.js');
  });
});

describe('renderPreloadLinks', () => {
  it('escapes what it writes into an attribute', () => {
    const links = renderPreloadLinks(MANIFEST, { page: 'profile', apiUrl: '/api/x?a="b"&c=<d>' });

    expect(links).toContain('href="/api/x?a=&quot;b&quot;&amp;c=&lt;d&gt;"');
  });

  it('writes no modulepreload for a build whose manifest lacks the page', () => {
    expect(renderPreloadLinks({}, { page: 'home' })).toBe('');
  });
});

describe('PAGE_MODULES', () => {
  it('names page modules that exist in the web app (a renamed page must be renamed here)', () => {
    const webRoot = fileURLToPath(new URL('../../../../web/', import.meta.url));
    for (const sourceModule of Object.values(PAGE_MODULES)) {
      expect(existsSync(path.join(webRoot, sourceModule)), sourceModule).toBe(true);
    }
  });
});
