import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AGE_GATE_FLAG_SCRIPT, CUSTOMER_LOGIN_API_PATH, SEARCH_MODELS_PATH } from '@app/contract';
import { useApiTest } from '../../test/api-test.js';
import { TEST_JWT_SECRET } from '../../test/test-app.js';
import { loadConfig } from '../config/config.js';
import { PAGE_CODE_LOADER_SCRIPT } from './page-code-after-paint.js';
import { inlineScriptSource, registerSecurityHeaders } from './security-headers.js';

async function cspWith(env: NodeJS.ProcessEnv): Promise<string> {
  const app = Fastify();
  registerSecurityHeaders(app, loadConfig({ NODE_ENV: 'test', ...env }));
  app.get('/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(response.headers['content-security-policy']);
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('Content-Security-Policy and Google sign-in', () => {
  it('allows nothing from Google without GOOGLE_CLIENT_ID', async () => {
    const csp = await cspWith({});

    expect(csp).not.toContain('accounts.google.com');
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' ${inlineScriptSource(AGE_GATE_FLAG_SCRIPT)} ${inlineScriptSource(PAGE_CODE_LOADER_SCRIPT)}`,
    );
    expect(directive(csp, 'frame-src')).toBeUndefined();
  });

  it('allows exactly the Google Identity Services script, style, frame and calls with it', async () => {
    const csp = await cspWith({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' });

    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' ${inlineScriptSource(AGE_GATE_FLAG_SCRIPT)} ${inlineScriptSource(PAGE_CODE_LOADER_SCRIPT)} https://accounts.google.com/gsi/client`,
    );
    expect(directive(csp, 'style-src')).toBe(
      "style-src 'self' https://accounts.google.com/gsi/style",
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://accounts.google.com/gsi/");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://accounts.google.com/gsi/",
    );
  });
});

describe('Content-Security-Policy and map tiles', () => {
  it('allows images from no other host by default: the map draws its built-in basemap', async () => {
    expect(directive(await cspWith({}), 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it("allows the tile server's origin, any subdomain for a {s} template", async () => {
    expect(
      directive(
        await cspWith({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }),
        'img-src',
      ),
    ).toBe("img-src 'self' data: blob: https://tiles.example.com");
    expect(
      directive(
        await cspWith({ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' }),
        'img-src',
      ),
    ).toBe("img-src 'self' data: blob: https://*.tiles.example.com");
  });
});

/** What the server sends for `url`: its headers, as the real app in production answers. */
const production = useApiTest({
  webDist: {
    'index.html':
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  },
  env: {
    NODE_ENV: 'production',
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'https://directory.example',
  },
});

const request = (method: 'GET' | 'OPTIONS', url: string, headers: Record<string, string> = {}) =>
  production.testApp.app.inject({ method, url, headers });

/** A page, an API answer, the docs and a 404: every kind of answer carries the headers. */
const ANSWERS = ['/', '/escorts/victoria', SEARCH_MODELS_PATH, '/api/docs/', '/api/nothing-here'];

describe('security headers of the app in production', () => {
  it.each(ANSWERS)(
    '%s: a CSP with no inline or eval script and no framing by anyone',
    async (url) => {
      const response = await request('GET', url);
      const csp = String(response.headers['content-security-policy']);

      const scriptSrc = directive(csp, 'script-src') ?? directive(csp, 'default-src');
      expect(scriptSrc, url).toBeDefined();
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*/);
      expect(directive(csp, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'object-src'), url).toBe("object-src 'none'");
    },
  );

  it.each(ANSWERS)('%s: every other header helmet sets, computed once for all', async (url) => {
    const response = await request('GET', url);

    expect(response.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('sends HSTS for a year, with subdomains, when PUBLIC_URL is https', async () => {
    const response = await request('GET', '/');

    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends no HSTS when the site is served over plain http', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, loadConfig({ NODE_ENV: 'test' }));
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('grants no CORS: a request from another origin gets no Access-Control-Allow-Origin', async () => {
    for (const url of [SEARCH_MODELS_PATH, '/']) {
      const response = await request('GET', url, { origin: 'https://other.example' });

      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });

  it('grants no CORS preflight: OPTIONS from another origin is not allowed to go on', async () => {
    const response = await request('OPTIONS', CUSTOMER_LOGIN_API_PATH, {
      origin: 'https://other.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    });

    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBeUndefined();
  });
});
