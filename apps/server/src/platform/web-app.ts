import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Paths the web app never answers: the API's, and files (a missing /assets file must be a
 * 404, not the app's HTML in place of a script). Unknown ones answer JSON 404s.
 */
export function isApiPath(url: string): boolean {
  return /^\/(api|images|assets)(\/|\?|$)/.test(url) || /^\/(healthz|readyz)(\?|$)/.test(url);
}

/**
 * Serves the built web app's files: hashed files under /assets cached for a year, the rest
 * revalidated. Answers index.html's text for the SPA fallback, or undefined when not built.
 */
export async function loadWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<string | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'the web app is not built; only the API is served');
    return undefined;
  }
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its assets (apps/web/scripts/precompress.mjs):
    // they are sent in place of the original to browsers that accept them, never on their own.
    preCompressed: true,
    // The server writes robots.txt and sitemap.xml itself (modules/seo); a copy in the build
    // must not clash.
    globIgnore: ['robots.txt', 'sitemap.xml', '**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  return readFile(indexFile, 'utf8');
}

export function sendWebApp(reply: FastifyReply, html: string) {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
