import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { AGE_GATE_FLAG_SCRIPT } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { fillTemplate, type Config } from '../config/config.js';
import { PAGE_CODE_LOADER_SCRIPT } from './page-code-after-paint.js';

/**
 * Google Identity Services (the Sign in with Google button), allowed only when
 * GOOGLE_CLIENT_ID is set: its script, its stylesheet, and the iframe and calls of the button.
 * https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy
 */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frameAndConnect: 'https://accounts.google.com/gsi/',
} as const;

/**
 * The CSP source that allows exactly this inline script and no other (a hash source): the
 * age-gate flag of server-drawn pages runs before the first paint without a request for it, and
 * their code loader after it (decision 048).
 */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Security headers, with a Content-Security-Policy the built web app passes: it loads only
 * its own scripts and styles, and runs two inline scripts, the age-gate flag and the drawn pages' code loader; images may also come from the map tile server when MAP_TILE_URL
 * is set (unset, the map draws its built-in basemap and no tile host is allowed), and Google's
 * sign-in button from accounts.google.com when Google sign-in is configured.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = headersWrittenBy(securityHeaderOptions(config));
  // Set on the raw answer, as helmet sets them: a route that sends its own policy (the API
  // docs) replaces it through the reply.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

function securityHeaderOptions(config: Config): HelmetOptions {
  const tileOrigin = config.mapTileUrl ? tileSource(config.mapTileUrl) : undefined;
  const isHttps = config.publicUrl?.startsWith('https:') ?? false;
  const google = config.googleClientId ? GOOGLE_SIGN_IN : undefined;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          inlineScriptSource(AGE_GATE_FLAG_SCRIPT),
          inlineScriptSource(PAGE_CODE_LOADER_SCRIPT),
          ...(google ? [google.script] : []),
        ],
        styleSrc: ["'self'", ...(google ? [google.style] : [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(google ? [google.frameAndConnect] : [])],
        // Unset, frames fall back to default-src 'self'; set, it must keep 'self' as well.
        ...(google ? { frameSrc: ["'self'", google.frameAndConnect] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet writes for these options, read once at start. None depends on the
 * request (no nonce, no directive computed per request), and helmet's Fastify plugin would
 * build its middleware again, CSP parsing included, for every request.
 */
function headersWrittenBy(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** The CSP source of a tile template: its origin, any host for {s}'s rotating subdomains. */
export function tileSource(template: string): string | undefined {
  const subdomain = 'tile-subdomain';
  try {
    const { origin } = new URL(fillTemplate(template.replace(/\{s\}/g, subdomain)));
    return origin.replace(subdomain, '*');
  } catch {
    return undefined;
  }
}
