import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { blogEntryQueryOptions, parseBlogId } from '../features/blog/api/blogs';
import { popularLocationCountsQueryOptions } from '../features/locations/api/popular-location-counts';
import { verificationFactsQueryOptions } from '../features/pages/api/verification-facts';
import { blogListQueryOptions } from '../lib/blog-list';

/** Loads one query of a page's first screen into the server's query client. */
export type FirstScreenQuery = (queryClient: QueryClient) => Promise<void>;

/**
 * The header primes the blog list on every page (docs/product/api.md), so it is part of
 * every first screen: without it the browser would ask for it right after hydrating.
 */
export const LAYOUT_QUERIES: readonly FirstScreenQuery[] = [
  (client) => client.prefetchQuery(blogListQueryOptions),
];

const NO_QUERIES = () => [];

/**
 * The pages drawn on the server (decision 044), by route id (app/routes.tsx), each with the
 * queries its first screen reads, built from the page's own query options so the keys are the
 * ones the page asks for. A route left out is sent as the empty shell and drawn in the browser.
 */
export const SERVER_RENDERED_ROUTES: Readonly<
  Record<string, (params: Params) => readonly FirstScreenQuery[]>
> = {
  // The list is the one the header primes (LAYOUT_QUERIES).
  blog: NO_QUERIES,
  'blog-entry': ({ id }) => {
    const postId = parseBlogId(id);
    return postId === null ? [] : [(client) => client.prefetchQuery(blogEntryQueryOptions(postId))];
  },
  'popular-locations': () => [(client) => client.prefetchQuery(popularLocationCountsQueryOptions)],
  'about-us': NO_QUERIES,
  replacement: NO_QUERIES,
  site: NO_QUERIES,
  dmca: NO_QUERIES,
  terms: NO_QUERIES,
  privacy: NO_QUERIES,
  faq: NO_QUERIES,
  'verified-badge': () => [(client) => client.prefetchQuery(verificationFactsQueryOptions)],
  'unknown-role': NO_QUERIES,
  'not-found': NO_QUERIES,
};
