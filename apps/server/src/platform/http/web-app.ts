import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readBuildManifest, renderPreloadLinks, type PagePreload } from './page-preloads.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Paths the web app never answers: the API's, and files (a missing /assets file must be a
 * 404, not the app's HTML in place of a script). Unknown ones answer JSON 404s.
 */
export function isApiPath(url: string): boolean {
  return /^\/(api|images|assets)(\/|\?|$)/.test(url) || /^\/(healthz|readyz)(\?|$)/.test(url);
}

/** The built web app, as the pages the server writes use it. */
export interface WebApp {
  /** index.html's text: the SPA fallback and the template of the pages with their own head. */
  readonly indexHtml: string;
  /** The preload tags for a page's head (page-preloads.ts); '' for a build without a manifest. */
  preloadLinks(preload: PagePreload): string;
}

/**
 * Serves the built web app's files: hashed files under /assets cached for a year, the rest
 * revalidated. Answers the app's index.html and preload tags, or undefined when not built.
 */
export async function loadWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<WebApp | undefined> {
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
    // The build manifest (.vite/) is read below, not served.
    globIgnore: ['robots.txt', 'sitemap.xml', '**/*.br', '**/*.gz', '.vite/**'],
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  const manifest = readBuildManifest(distDir);
  return {
    indexHtml: await readFile(indexFile, 'utf8'),
    preloadLinks: (preload) => (manifest ? renderPreloadLinks(manifest, preload) : ''),
  };
}

export function sendWebApp(reply: FastifyReply, html: string) {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
