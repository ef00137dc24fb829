import {
  AGE_GATE_FLAG_SCRIPT,
  PAGE_READS_REFUSED,
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
import { HttpError, setApiFetch } from './lib/http';
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
 * The visitor each read is made for, found by the abort signal TanStack hands the read's query
 * function. The app's fetch (lib/http.ts) is set once for the process and pages are drawn
 * concurrently; every first-screen query function passes its signal to the fetch, so a read
 * finds its page's visitor even after an await (a search's suburb fallback). A read without a
 * known signal fails, and the page is sent as the shell: it never counts against another
 * visitor. AsyncLocalStorage would carry the visitor without the signal, but on Node 20 its
 * first run() turns on promise hooks that slow every promise of the server (decision 047).
 */
const visitorsBySignal = new WeakMap<AbortSignal, PageRequest>();

/** `queryFn`, marking the signal of each of its runs as `visitor`'s. */
function readingFor(queryFn: unknown, visitor: PageRequest): unknown {
  if (typeof queryFn !== 'function') return queryFn;
  return (context: { signal: AbortSignal }) => {
    visitorsBySignal.set(context.signal, visitor);
    return (queryFn as (context: unknown) => unknown)(context);
  };
}

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

/**
 * A client for one page, whose reads count against `visitor`. Nothing is retried: a failed
 * read sends the shell instead.
 */
function createServerQueryClient(visitor: PageRequest): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  // prefetchQuery and prefetchInfiniteQuery both fetch through fetchQuery.
  const fetchQuery = client.fetchQuery.bind(client);
  client.fetchQuery = ((options: { queryFn?: unknown }) =>
    fetchQuery({
      ...options,
      queryFn: readingFor(options.queryFn, visitor),
    } as Parameters<typeof fetchQuery>[0])) as typeof client.fetchQuery;
  return client;
}

/**
 * The first-screen reads that did not succeed: why, for the server's log, and whether the API
 * turned them down (4xx, or 503 while the database is away) rather than failed.
 */
function failedReadsOf(queryClient: QueryClient): { why: string; refused: boolean }[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success')
    .map(({ queryKey, state: { error } }) => ({
      why: `${JSON.stringify(queryKey)}: ${error?.message ?? 'not read'}`,
      refused: error instanceof HttpError && (error.status < 500 || error.status === 503),
    }));
}

/** The server's API answer, read as the current page's visitor, as the Response fetchJson reads. */
function toApiFetch(readApi: ServerApiRead) {
  return async (path: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`A server render only reads: ${path}`);
    const request = init.signal ? visitorsBySignal.get(init.signal) : undefined;
    if (!request) throw new Error(`A server render's read without its page's signal: ${path}`);
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

  return async (url, request): Promise<ServerRenderedPage | null> => {
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
    const queryClient = createServerQueryClient(request);
    await Promise.all(queries.map((prefetch) => prefetch(queryClient)));
    const failedReads = failedReadsOf(queryClient);
    if (failedReads.length > 0) {
      const failure = new Error(
        `first-screen reads failed for ${location.pathname}: ${failedReads.map((read) => read.why).join('; ')}`,
      );
      if (failedReads.every((read) => read.refused)) failure.name = PAGE_READS_REFUSED;
      throw failure;
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
  };
};
