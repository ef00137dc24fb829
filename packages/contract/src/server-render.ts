/**
 * How the server starts the web app's server-rendering entry (decision 044). The web build
 * writes the entry at SERVER_ENTRY_FILE inside its dist folder; the server imports it once at
 * start and falls back to the plain index.html when it is not there.
 */
export const SERVER_ENTRY_FILE = 'server/entry-server.js';

/** A public API read answered by the server in-process: its status and JSON text. */
export interface ServerApiAnswer {
  readonly status: number;
  readonly body: string;
}

/**
 * Who a page is drawn for. The renderer's API reads are counted against the visitor's address,
 * so a drawn page costs the visitor what the browser's own reads would, and no visitor can
 * spend the site's whole read budget (the per-address read limits).
 */
export interface PageRequest {
  /** The visitor's address as the server sees it (behind a trusted proxy, the forwarded one). */
  readonly clientAddress: string;
}

/** GETs a public API path (`/api/...`) without cookies, as from the visitor's address; never a private answer. */
export type ServerApiRead = (path: string, request: PageRequest) => Promise<ServerApiAnswer>;

/** What goes into index.html for a page drawn on the server. */
export interface ServerRenderedPage {
  /** Tags for the end of <head>, before the first paint. */
  readonly headHtml: string;
  /**
   * The page's source module, as the web build's manifest names it: the server links the
   * stylesheets of its chunk, so the page is styled before its code loads.
   */
  readonly pageModule: string;
  /** The page's markup, for inside <div id="root">. */
  readonly rootHtml: string;
  /** A `<script type="application/json">` with the data the browser hydrates from. */
  readonly stateScript: string;
  /** The page's HTTP status: 404 for the 404 page of an unknown path, 200 otherwise. */
  readonly status: 200 | 404;
}

/**
 * Draws the page at a path and query for a visitor, or answers null for a page the browser
 * draws. Rejects when a page that is drawn on the server could not be (a read failed or was
 * refused, the router erred): the server then sends the shell, and must not keep it as that
 * page (decision 046).
 */
export type RenderPage = (url: string, request: PageRequest) => Promise<ServerRenderedPage | null>;

/**
 * The name of the error a renderer rejects with when every read that failed was turned down
 * with an answer the visitor can get anyway (a refused filter, a read limit, the database away:
 * 4xx or 503). The shell is then the expected answer, logged as information; any other failure
 * (a bug, a 500) is logged as an error.
 */
export const PAGE_READS_REFUSED = 'PageReadsRefused';

/** What the server lends the web app's renderer. */
export interface ServerRenderDeps {
  readonly readApi: ServerApiRead;
  /**
   * Cleans rich text (a post's body) for the page. The browser does it with DOMPurify, which
   * needs a DOM the server does not have; the server's own sanitiser does it there.
   */
  readonly sanitizeHtml: (html: string) => string;
  /**
   * PUBLIC_URL, the site's origin: structured data (JSON-LD) names pages by absolute URL, and
   * never by the request's Host.
   */
  readonly publicUrl: string;
}

/** The module SERVER_ENTRY_FILE exports. */
export interface ServerRenderEntry {
  createPageRenderer(deps: ServerRenderDeps): RenderPage;
}
