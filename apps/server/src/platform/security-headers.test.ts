import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { registerSecurityHeaders } from './security-headers.js';

async function cspWith(env: NodeJS.ProcessEnv): Promise<string> {
  const app = Fastify();
  await registerSecurityHeaders(app, loadConfig({ NODE_ENV: 'test', ...env }));
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
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-src')).toBeUndefined();
  });

  it('allows exactly the Google Identity Services script, style, frame and calls with it', async () => {
    const csp = await cspWith({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' });

    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://accounts.google.com/gsi/client",
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
