import { SearchModelsQuerySchema } from '@app/contract';
import type { AnswerCache } from '../../platform/cache/answer-cache.js';
import { keepCompressible } from '../../platform/http/kept-compression.js';

/** A page's HTML as the server sends it: bytes, encoded once for a kept page. */
export interface SentPage {
  readonly status: number;
  readonly body: Buffer;
}

/** A page just built (JSON-safe, as the answer cache keeps it), and whether it may be shared. */
export interface BuiltPage {
  readonly status: number;
  readonly html: string;
  /**
   * False for a 404 (so unknown addresses cannot fill the cache) and for the shell sent when
   * drawing a page failed (it would stand in for the drawn page until it expired).
   */
  readonly isKeepable: boolean;
}

/** Builds a page for `url` (its path and normalised query, from pageAddressOf). */
export type BuildPage = (url: string) => Promise<BuiltPage>;

/**
 * The drawn pages every visitor shares, kept in the API's answer cache (decision 046): under
 * the tag of their subject's API answer, so the same change notices drop both.
 */
export interface PageCache {
  /** The page at `url`, kept under `tag`, or built by `build` and kept if it may be. */
  getOrBuild(url: string, tag: string, build: BuildPage): Promise<SentPage>;
}

/**
 * The query parameters a public page may read: a search's (the header's filter bar and the
 * results page read them, the profile page its `state`). Others change nothing on a page, so
 * they are dropped from the key and from the URL drawn: `?utm_source=…` cannot multiply keys.
 */
const PAGE_QUERY_PARAMS: readonly string[] = Object.keys(SearchModelsQuerySchema.shape).sort();

const KEY_PREFIX = 'page:';

/**
 * A request's page address: its path as sent, and the parameters pages read, in one order,
 * first value of each, empty ones left out. `requestUrl` is in origin form already (the app's
 * rewriteUrl), so no client-chosen host reaches a key or a page.
 */
export function pageAddressOf(requestUrl: string): string {
  const queryAt = requestUrl.indexOf('?');
  const path = queryAt < 0 ? requestUrl : requestUrl.slice(0, queryAt);
  const sent = new URLSearchParams(queryAt < 0 ? '' : requestUrl.slice(queryAt + 1));
  const query = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = sent.get(name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Keeps pages in `cache`; without one (SEARCH_CACHE_SECONDS=0) every page is built afresh. A
 * hot page is some 70 KB: its bytes hang on the kept page itself, so they are encoded and
 * compressed once rather than on every visit, and go when the cache lets the page go.
 */
export function createPageCache(cache: AnswerCache | undefined): PageCache {
  const bytesOfPage = new WeakMap<BuiltPage, Buffer>();
  const bytesOf = (page: BuiltPage) => {
    let bytes = bytesOfPage.get(page);
    if (!bytes) bytesOfPage.set(page, (bytes = keepCompressible(Buffer.from(page.html))));
    return bytes;
  };
  return {
    async getOrBuild(url, tag, build) {
      const page = cache
        ? await cache.getOrLoad(`${KEY_PREFIX}${url}`, tag, () => build(url), isKeepable, weigh)
        : await build(url);
      return { status: page.status, body: bytesOf(page) };
    },
  };
}

const isKeepable = (page: BuiltPage) => page.isKeepable;

/**
 * What a kept page holds in memory: its HTML as text and as bytes, and the bytes' compressed
 * forms (a quarter to a third of them), so about two and a half times its length.
 */
const weigh = (page: BuiltPage) => Math.ceil(page.html.length * 2.5);
