import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { blogEntryQueryOptions, parseBlogId } from '../features/blog/api/blogs';
import { popularLocationCountsQueryOptions } from '../features/locations/api/popular-location-counts';
import { verificationFactsQueryOptions } from '../features/pages/api/verification-facts';
import { blogListQueryOptions } from '../lib/blog-list';

/** Loads one query of a page's first screen into the server's query client. */
export type FirstScreenQuery = (queryClient: QueryClient) => Promise<void>;

interface ServerRenderedRoute {
  /**
   * The page's source module, as the build manifest names it (the file its route's `lazy`
   * imports): the server links its stylesheets in the head, so the drawn page is styled
   * before its code loads. server-rendered-routes.test.ts checks it is that file.
   */
  readonly module: string;
  /** The queries its first screen reads, beside the layout's. */
  readonly queries?: (params: Params) => readonly FirstScreenQuery[];
  /** The HTTP status the server sends the page with; 200 when left out. */
  readonly status?: 404;
}

/**
 * The header primes the blog list on every page (docs/product/api.md), so it is part of
 * every first screen: without it the browser would ask for it right after hydrating.
 */
export const LAYOUT_QUERIES: readonly FirstScreenQuery[] = [
  (client) => client.prefetchQuery(blogListQueryOptions),
];

const PAGES = 'src/features/pages/pages';

/**
 * The pages drawn on the server (decision 044), by route id (app/routes.tsx), each with the
 * queries its first screen reads, built from the page's own query options so the keys are the
 * ones the page asks for. A route left out is sent as the empty shell and drawn in the browser.
 */
export const SERVER_RENDERED_ROUTES: Readonly<Record<string, ServerRenderedRoute>> = {
  // Its list is the one the header primes (LAYOUT_QUERIES).
  blog: { module: 'src/features/blog/pages/blog-list-page.tsx' },
  'blog-entry': {
    module: 'src/features/blog/pages/blog-entry-page.tsx',
    queries: ({ id }) => {
      const postId = parseBlogId(id);
      return postId === null
        ? []
        : [(client) => client.prefetchQuery(blogEntryQueryOptions(postId))];
    },
  },
  'popular-locations': {
    module: 'src/features/locations/pages/popular-locations-page.tsx',
    queries: () => [(client) => client.prefetchQuery(popularLocationCountsQueryOptions)],
  },
  'about-us': { module: `${PAGES}/about-us-page.tsx` },
  replacement: { module: `${PAGES}/replacement-page.tsx` },
  site: { module: `${PAGES}/site-page.tsx` },
  dmca: { module: `${PAGES}/dmca-page.tsx` },
  terms: { module: `${PAGES}/terms-page.tsx` },
  privacy: { module: `${PAGES}/privacy-page.tsx` },
  faq: { module: `${PAGES}/faq-page.tsx` },
  'verified-badge': {
    module: `${PAGES}/verified-badge-page.tsx`,
    queries: () => [(client) => client.prefetchQuery(verificationFactsQueryOptions)],
  },
  // The Dashboard button's target for a role without a dashboard: a route of the app, so 200.
  'unknown-role': { module: `${PAGES}/not-found-page.tsx` },
  // Any path no route names (NOT_FOUND_ROUTE_ID): a real 404 for crawlers and links checkers.
  'not-found': { module: `${PAGES}/not-found-page.tsx`, status: 404 },
};
