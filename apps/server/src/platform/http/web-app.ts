import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PAGE_READS_REFUSED,
  SERVER_ENTRY_FILE,
  type PageRequest,
  type RenderPage,
  type ServerApiRead,
  type ServerRenderEntry,
  type ServerRenderedPage,
} from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sanitizeBlogHtml } from '../text/sanitize-html.js';
import { loadCodeAfterFirstPaint } from './page-code-after-paint.js';
import {
  readBuildManifest,
  renderPageStylesheets,
  renderPreloadLinks,
  type PagePreload,
} from './page-preloads.js';

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
  /**
   * The page at `url` drawn on the server (decision 044), or the shell the browser draws. Its
   * reads count against `request`'s address, so a refused read (a rate limit) is its failure.
   */
  renderPage(url: string, request: PageRequest): Promise<PageRender>;
}

/** What the renderer made of a URL, for insertRenderedPage. */
export interface PageRender {
  /** The drawn page; null for a page the browser draws, and when drawing failed. */
  readonly page: ServerRenderedPage | null;
  /**
   * Drawing was tried and failed (logged): the shell stands in for a drawn page, so it must
   * not be kept as that page (decision 046).
   */
  readonly hasFailed: boolean;
}

/**
 * Serves the built web app's files: hashed files under /assets cached for a year, the rest
 * revalidated. Answers the app's index.html and preload tags, or undefined when not built.
 */
export async function loadWebApp(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
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
    // The build manifest (.vite/) is read below, and the server-rendering entry (server/)
    // imported: neither is served.
    globIgnore: ['robots.txt', 'sitemap.xml', '**/*.br', '**/*.gz', '.vite/**', 'server/**'],
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  const manifest = readBuildManifest(distDir);
  const renderPage = await loadPageRenderer(app, distDir, publicUrl);
  return {
    indexHtml: await readFile(indexFile, 'utf8'),
    preloadLinks: (preload) => (manifest ? renderPreloadLinks(manifest, preload) : ''),
    async renderPage(url, request) {
      if (!renderPage) return { page: null, hasFailed: false };
      try {
        const page = await renderPage(url, request);
        if (!page || !manifest) return { page, hasFailed: false };
        const stylesheets = renderPageStylesheets(manifest, page.pageModule);
        return {
          page: { ...page, headHtml: `${stylesheets}\n    ${page.headHtml}` },
          hasFailed: false,
        };
      } catch (error) {
        // The shell still works: the browser draws the page, as before decision 044.
        if (error instanceof Error && error.name === PAGE_READS_REFUSED) {
          app.log.info({ url, reason: error.message }, 'the page was sent as the shell');
        } else {
          app.log.error({ err: error, url }, 'the page could not be drawn on the server');
        }
        return { page: null, hasFailed: true };
      }
    },
  };
}

/**
 * The web build's server-rendering entry, started with this app's API, or undefined when the
 * build has none (an older or partial build): every page is then sent as the shell.
 */
async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
): Promise<RenderPage | undefined> {
  const entryFile = path.join(distDir, SERVER_ENTRY_FILE);
  if (!existsSync(entryFile)) {
    app.log.warn({ entryFile }, 'the web app has no server entry; pages are drawn in the browser');
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerRenderEntry;
  // The blog's policy is the widest the pages render (links with safe schemes); each API
  // answer was already cleaned to its own, narrower one as it left the server.
  return entry.createPageRenderer({
    readApi: readPublicApi(app),
    sanitizeHtml: sanitizeBlogHtml,
    publicUrl,
  });
}

/**
 * A server render's API reads, answered in-process by this app's own routes: the same answers
 * and caches as the browser's reads, and without the visitor's cookies or token, so nothing
 * private can reach the HTML. Only public GETs under /api/. Each read comes from the visitor's
 * address (`remoteAddress`, which is `request.ip` for the route: no forwarded header is sent),
 * so the per-address read limits count the visitor who asked for the page, not the server
 * (decision 045); a refused read (429) sends the shell, as any failed read.
 */
function readPublicApi(app: FastifyInstance): ServerApiRead {
  return async (apiPath, { clientAddress }) => {
    if (!apiPath.startsWith('/api/')) throw new Error(`not an API path: ${apiPath}`);
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      remoteAddress: clientAddress,
      headers: { accept: 'application/json' },
    });
    return { status: answer.statusCode, body: answer.body };
  };
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * `html` (index.html or a page's version of it) with a server-drawn page's head tags, its
 * markup inside #root and its data right after it, and its code moved to load after the first
 * paint (page-code-after-paint.ts); `html` unchanged for a page the browser draws.
 */
export function insertRenderedPage(html: string, page: ServerRenderedPage | null): string {
  const rootAt = page ? html.indexOf(EMPTY_ROOT) : -1;
  const headEnd = html.search(/<\/head\s*>/i);
  if (!page || rootAt < 0 || headEnd < 0 || headEnd > rootAt) return html;
  const code = loadCodeAfterFirstPaint(html.slice(0, headEnd));
  return [
    code.head,
    `  ${page.headHtml}\n  `,
    html.slice(headEnd, rootAt),
    `<div id="root">${page.rootHtml}</div>\n    ${page.stateScript}${code.bodyTags}`,
    html.slice(rootAt + EMPTY_ROOT.length),
  ].join('');
}

export function sendWebApp(reply: FastifyReply, html: string | Buffer) {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
