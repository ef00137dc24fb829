import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_PATH,
  CUSTOMER_PROFILE_UPDATE_PATH,
  CUSTOMER_WISHLIST_PATH,
  GET_BLOGS_PATH,
  LOCATIONS_AUTOCOMPLETE_PATH,
  NEWSLETTER_PATH,
  POPULAR_LOCATION_COUNTS_PATH,
  SEARCH_MODELS_PATH,
  SITE_CONFIG_PATH,
} from '@app/contract';
import { expectAnswer, useApiTest } from './test/api-test.js';

const api = useApiTest({
  webDist: {
    'index.html': '<!doctype html><title>App</title><div id="root"></div>',
    'assets/index-abc123.js': 'console.log(1)',
    'assets/index-abc123.js.gz': gzipSync('console.log(1)'),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // A stray copy in the build must neither clash with nor replace the server's own.
    'robots.txt': 'User-agent: *\nDisallow: /\n',
  },
});

const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('the app platform', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await get('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no API endpoint at this path.',
    });
  });

  it('serves the web app for any other page path, revalidated', async () => {
    const response = await get('/escorts/victoria/melbourne');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers /sitemap.xml and /robots.txt itself, not with the web app or a file of the build', async () => {
    const sitemap = await get('/sitemap.xml');
    const robots = await get('/robots.txt');

    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<urlset');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).not.toContain('Disallow: /\n');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await get('/assets/index-abc123.js');
    const favicon = await get('/favicon.svg');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's compressed copy of an asset to browsers that accept it, never alone", async () => {
    const compressed = await api.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    const plain = await get('/assets/index-abc123.js');

    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload).toEqual(gzipSync('console.log(1)'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    expect((await get('/assets/index-abc123.js.gz')).statusCode).toBe(404);
  });

  it('sends security headers with a same-origin Content-Security-Policy and a request id', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('lists every public endpoint in the OpenAPI document at /api/docs', async () => {
    const document = (await get('/api/docs/json')).json();
    const paths = Object.keys(document.paths);
    for (const endpoint of [
      SEARCH_MODELS_PATH,
      GET_BLOGS_PATH,
      NEWSLETTER_PATH,
      LOCATIONS_AUTOCOMPLETE_PATH,
      POPULAR_LOCATION_COUNTS_PATH,
      CONTACT_PATH,
      SITE_CONFIG_PATH,
      '/api/models/{id}',
      '/api/models/{id}/views',
      '/api/models/{id}/phone',
      '/api/blogs/{id}',
      '/images/{name}',
      '/api/customer/getProfile/{userId}',
      CUSTOMER_PROFILE_UPDATE_PATH,
      CUSTOMER_WISHLIST_PATH,
      '/api/customer/wishlist/{modelId}',
      '/healthz',
      '/readyz',
    ]) {
      expect(paths).toContain(endpoint);
    }
    // Private routes say they take a Bearer token.
    expect(document.paths[CUSTOMER_WISHLIST_PATH].get.security).toEqual([{ bearerAuth: [] }]);
    expect((await get('/api/docs/')).statusCode).toBe(200);
  });
});

describe('GET /images/:name', () => {
  it('serves a stored image cached for a day at most, so a removed photo leaves every cache within a day', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await api.testApp.storage.save('portrait-test123.jpg', jpeg);

    const response = await get('/images/portrait-test123.jpg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(response.rawPayload.equals(jpeg)).toBe(true);
  });

  it.each([
    '/images/missing-file.jpg',
    '/images/..%2Fpostgres-password',
    '/images/..%2F..%2Fetc%2Fpasswd',
    '/images/%2Fetc%2Fpasswd',
    '/images/portrait.exe',
  ])('answers %s with a JSON 404', async (url) => {
    const response = await get(url);
    expectAnswer(response, 404, 'Not found');
  });
});
