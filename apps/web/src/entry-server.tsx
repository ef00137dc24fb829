import { AsyncLocalStorage } from 'node:async_hooks';
import {
  AGE_GATE_FLAG_SCRIPT,
  type PageRequest,
  type ServerApiRead,
  type ServerRenderEntry,
  type ServerRenderedPage,
} from '@app/contract';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
} from 'react-router';
import { AppProviders } from './app/providers';
import { setSanitizerWithoutDom } from './components/ui/rich-text';
import { routes } from './app/routes';
import { LAYOUT_QUERIES, SERVER_RENDERED_ROUTES } from './app/server-rendered-routes';
import { renderServerStateScript } from './app/server-state';
import { setPageDrawnAt } from './hooks/use-render-time';
import { setApiFetch } from './lib/http';
import { renderStructuredData } from './lib/structured-data';

/**
 * The page carries the age gate, which the server draws for every visitor: this script hides
 * it before the first paint for one who has agreed (AGE_GATE_FLAG_SCRIPT). Only drawn pages
 * need it; the others are drawn in the browser, which reads the flag before drawing the gate.
 */
const AGE_GATE_FLAG_TAG = `<script>${AGE_GATE_FLAG_SCRIPT}</script>`;

/** Links are drawn relative to the site, so the origin of the router's request never shows. */
const REQUEST_ORIGIN = 'http://localhost';

/**
 * The visitor each page is drawn for. The app's fetches (lib/http.ts) are set once for the
 * process, and pages are drawn concurrently: each read finds its own page's visitor here.
 */
const pageRequests = new AsyncLocalStorage<PageRequest>();

/**
 * The server-drawn route at `location` and its params, or null when that page is drawn in the
 * browser (its route is not in SERVER_RENDERED_ROUTES). Matched without loading any page's
 * code, so a page that is not drawn here never loads on the server.
 */
function serverRenderedRouteAt(location: URL) {
  const page = matchRoutes(routes, location)?.at(-1);
  const route = page?.route.id ? SERVER_RENDERED_ROUTES[page.route.id] : undefined;
  return page && route ? { route, params: page.params } : null;
}

/** A client for one page. Nothing is retried: a failed read sends the shell instead. */
function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

function hasFailedQuery(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== 'success');
}

/** The server's API answer, read as the current page's visitor, as the Response fetchJson reads. */
function toApiFetch(readApi: ServerApiRead) {
  return async (path: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`A server render only reads: ${path}`);
    const request = pageRequests.getStore();
    if (!request) throw new Error(`A server render's read outside a page: ${path}`);
    const answer = await readApi(path, request);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/**
 * Draws a public page on the server (decisions 044 and 045): React Router matches the URL and
 * loads the page's code, the page's first-screen queries are read from the server's own API
 * as the visitor, and the page is rendered to a string with that data, which goes into the
 * HTML beside it, with the page's structured data in its head. Answers null for pages drawn in
 * the browser; rejects on an error of the router or a read that failed or was refused: the
 * server then sends the shell as before (not kept in its page cache, decision 046), and the
 * browser draws the page.
 */
export const createPageRenderer: ServerRenderEntry['createPageRenderer'] = ({
  readApi,
  sanitizeHtml,
  publicUrl,
}) => {
  // One renderer per process: the app's API reads go to this server from now on.
  setApiFetch(toApiFetch(readApi));
  setSanitizerWithoutDom(sanitizeHtml);
  const handler = createStaticHandler(routes);

  return (url, request) =>
    pageRequests.run(request, async (): Promise<ServerRenderedPage | null> => {
      // Joined, not resolved: a path such as //host/x stays a path on this site.
      const location = new URL(`${REQUEST_ORIGIN}${url}`);
      const page = serverRenderedRouteAt(location);
      if (!page) return null;
      const context = await handler.query(new Request(location));
      if (context instanceof Response || context.errors) {
        throw new Error(`the router could not draw ${location.pathname}`);
      }

      const address = { params: page.params, searchParams: location.searchParams };
      const queries = [...LAYOUT_QUERIES, ...(page.route.queries?.(address) ?? [])];
      const queryClient = createServerQueryClient();
      await Promise.all(queries.map((prefetch) => prefetch(queryClient)));
      if (hasFailedQuery(queryClient)) {
        throw new Error(`a first-screen read failed for ${location.pathname}`);
      }

      const router = createStaticRouter(handler.dataRoutes, context);
      // Synchronous from here to the string: no other page's render can change the clock.
      const drawnAt = Date.now();
      setPageDrawnAt(drawnAt);
      const rootHtml = renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      );
      const stateScript = renderServerStateScript({
        router: { loaderData: context.loaderData, actionData: context.actionData },
        queries: dehydrate(queryClient),
        drawnAt,
      });
      const structuredData = renderStructuredData(
        page.route.structuredData?.({ ...address, queryClient, publicUrl }) ?? [],
      );
      return {
        headHtml: [AGE_GATE_FLAG_TAG, structuredData].filter(Boolean).join('\n    '),
        pageModule: page.route.module,
        rootHtml,
        stateScript,
        status: page.route.status ?? 200,
      };
    });
};
