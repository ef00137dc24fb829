// @vitest-environment jsdom
// jsdom gives the test a real XML parser (DOMParser) to prove the sitemap is well-formed.
import { describe, expect, it } from 'vitest';
import {
  POPULAR_LOCATIONS,
  buildBlogPath,
  buildPopularCityPath,
  buildProfilePath,
  buildStatePath,
} from '@app/contract';
import { createBlogPost, createListing } from '../../test/factories.js';
import { useApiTest } from '../../test/api-test.js';
import { SITEMAP_FIXED_PATHS } from './sitemap.service.js';

const api = useApiTest({ env: { PUBLIC_URL: 'https://directory.example' } });
const BASE = 'https://directory.example';
const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });

/** The little of the DOM the test reads (the server's tsconfig has no DOM types). */
interface XmlNode {
  namespaceURI: string | null;
  textContent: string | null;
  getElementsByTagName(name: string): ArrayLike<XmlNode>;
}
type XmlParser = new () => {
  parseFromString(text: string, type: string): XmlNode & { documentElement: XmlNode };
};

function parseSitemap(xml: string): Array<{ loc: string; lastmod: string | null }> {
  const { DOMParser } = globalThis as unknown as { DOMParser: XmlParser };
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return Array.from(document.getElementsByTagName('url')).map((url) => ({
    loc: url.getElementsByTagName('loc')[0]!.textContent!,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
}

describe('GET /sitemap.xml', () => {
  it('lists the fixed pages, states, cities, live profiles and published posts as absolute URLs', async () => {
    const live = await createListing(api.db, {
      name: 'Ruby & "Rose"',
      state: 'Western Australia',
      city: 'Perth',
    });
    const pending = await createListing(api.db, {
      name: 'Pending One',
      status: 'pending',
    });
    const post = await createBlogPost(api.db, { title: 'Published' });
    const draft = await createBlogPost(api.db, { status: 'draft' });

    const response = await get('/sitemap.xml');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const urls = parseSitemap(response.body);
    const locs = urls.map((url) => url.loc);
    for (const path of SITEMAP_FIXED_PATHS) expect(locs).toContain(`${BASE}${path}`);
    for (const { state, cities } of POPULAR_LOCATIONS) {
      expect(locs).toContain(`${BASE}${buildStatePath(state)}`);
      for (const city of cities) {
        const path = buildPopularCityPath(state, city);
        if (path) expect(locs).toContain(`${BASE}${path}`);
      }
    }
    expect(locs.some((loc) => /launceston/i.test(loc))).toBe(false);

    const liveUrl = urls.find(
      (url) => url.loc === `${BASE}${buildProfilePath(live.name, live.id, live.state)}`,
    );
    expect(liveUrl).toBeDefined();
    expect(liveUrl!.loc).toContain('?state=western-australia');
    expect(new Date(liveUrl!.lastmod!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(locs.some((loc) => loc.endsWith(`/${pending.id}?state=new-south-wales`))).toBe(false);
    expect(locs).toContain(`${BASE}${buildBlogPath(post)}`);
    expect(locs).not.toContain(`${BASE}${buildBlogPath(draft)}`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('uses this server on localhost when PUBLIC_URL is not set, never the Host header', async () => {
    const { buildTestApp } = await import('../../test/test-app.js');
    const other = await buildTestApp(api.db);
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'local.test:3000' },
      });
      expect(parseSitemap(response.body)[0]!.loc).toBe('http://localhost:3000/');
    } finally {
      await other.app.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling but keeps out the API and private areas, and names the sitemap', async () => {
    const response = await get('/robots.txt');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /AdminDashboard',
        'Disallow: /modelDashboard',
        'Disallow: /customer/',
        'Disallow: /addaprofile',
        '',
        'Sitemap: https://directory.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
