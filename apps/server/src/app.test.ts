import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GET_BLOGS_PATH,
  LOCATIONS_AUTOCOMPLETE_PATH,
  NEWSLETTER_PATH,
  SEARCH_MODELS_PATH,
} from '@app/contract';
import { buildTestApp, type TestApp } from './test/test-app.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

let database: TestDatabase;
let testApp: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'directory-test-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>App</title><div id="root"></div>',
  );
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createTestDatabase();
  testApp = await buildTestApp(database.db, { WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await testApp.app.close();
  await database.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

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

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await get('/assets/index-abc123.js');
    const favicon = await get('/favicon.svg');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(favicon.headers['cache-control']).toBe('no-cache');
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
      '/images/{name}',
      '/healthz',
      '/readyz',
    ]) {
      expect(paths).toContain(endpoint);
    }
    expect((await get('/api/docs/')).statusCode).toBe(200);
  });
});

describe('GET /images/:name', () => {
  it('serves a stored image with a year-long immutable cache', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await testApp.storage.save('portrait-test123.jpg', jpeg);

    const response = await get('/images/portrait-test123.jpg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Not found');
  });
});
