import { resultsPageOf, type SearchModelsQuery, type State } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { blogEntryQueryOptions, parseBlogId } from '../features/blog/api/blogs';
import { buildBlogPostingStructuredData } from '../features/blog/lib/blog-structured-data';
import { popularLocationCountsQueryOptions } from '../features/locations/api/popular-location-counts';
import { verificationFactsQueryOptions } from '../features/pages/api/verification-facts';
import { modelProfileQueryOptions, parseProfileId } from '../features/profiles/api/model-profile';
import { buildProfileStructuredData } from '../features/profiles/lib/profile-structured-data';
import {
  localityLookupQueryOptions,
  needsLocalityLookup,
} from '../features/search/api/locality-position';
import {
  flattenSearchPages,
  searchResultsQueryOptions,
} from '../features/search/api/search-models';
import { buildResultsStructuredData } from '../features/search/lib/results-structured-data';
import {
  buildHomeQuery,
  buildRouteQuery,
  resolveRouteSearch,
  type RouteSearch,
} from '../features/search/lib/route-search';
import { blogListQueryOptions } from '../lib/blog-list';
import { siteConfigQueryOptions } from '../lib/site-config';
import type { StructuredData } from '../lib/structured-data';

/** Loads one query of a page's first screen into the server's query client. */
export type FirstScreenQuery = (queryClient: QueryClient) => Promise<void>;

/** The address a page is drawn for: its route's params and its query string. */
export interface PageAddress {
  readonly params: Params;
  readonly searchParams: URLSearchParams;
}

/** What a page's structured data is built from: its address and its first screen's data. */
export interface StructuredDataSource extends PageAddress {
  readonly queryClient: QueryClient;
  /** PUBLIC_URL: structured data names pages by absolute URL. */
  readonly publicUrl: string;
}

interface ServerRenderedRoute {
  /**
   * The page's source module, as the build manifest names it (the file its route's `lazy`
   * imports): the server links its stylesheets in the head, so the drawn page is styled
   * before its code loads. server-rendered-routes.test.ts checks it is that file.
   */
  readonly module: string;
  /** The queries its first screen reads, beside the layout's. */
  readonly queries?: (page: PageAddress) => readonly FirstScreenQuery[];
  /** Its JSON-LD for search engines (decision 045), from the data its queries read. */
  readonly structuredData?: (source: StructuredDataSource) => readonly StructuredData[];
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

/**
 * A list of results as the page asks for it (searchResultsQueryOptions), kept until the page
 * is drawn: the page's own gcTime 0 would drop it before then. Nothing is retried: a failed
 * or refused read sends the shell. When it found nothing, the empty state's nearby cities read
 * where the searched place is, unless it is a popular city whose centre is known.
 */
function searchFirstScreen(
  query: SearchModelsQuery,
  city?: string,
  state?: State,
): FirstScreenQuery {
  return async (client) => {
    const options = searchResultsQueryOptions(query);
    await client.prefetchInfiniteQuery({ ...options, gcTime: Infinity, retry: false });
    const items = flattenSearchPages(client.getQueryData(options.queryKey)?.pages);
    if (items.length === 0 && city && needsLocalityLookup(city, state)) {
      await client.prefetchQuery({ ...localityLookupQueryOptions(city), retry: false });
    }
  };
}

/** The listings a drawn list shows, for its ItemList. */
function searchItemsOf(client: QueryClient, query: SearchModelsQuery) {
  return flattenSearchPages(client.getQueryData(searchResultsQueryOptions(query).queryKey)?.pages);
}

function routeSearchOf({ params }: PageAddress): RouteSearch | undefined {
  return resolveRouteSearch(params.state ?? '', params.city);
}

function pageOf({ searchParams }: PageAddress): number {
  return resultsPageOf(searchParams);
}

/**
 * /escorts/… in every form: the list (the page's own query, filters and `?page=N` included),
 * and the site's configuration, which the map beside it reads on wide screens once hydrated.
 * An unknown state has no queries: its page is the 404 message.
 */
const RESULTS_ROUTE: ServerRenderedRoute = {
  module: 'src/features/search/pages/escorts-page.tsx',
  queries: (page) => {
    const route = routeSearchOf(page);
    if (!route) return [];
    return [
      searchFirstScreen(buildRouteQuery(route, page.searchParams), route.city, route.state),
      (client) => client.prefetchQuery(siteConfigQueryOptions),
    ];
  },
  structuredData: (source) => {
    const route = routeSearchOf(source);
    if (!route) return [];
    const items = searchItemsOf(source.queryClient, buildRouteQuery(route, source.searchParams));
    return buildResultsStructuredData({
      publicUrl: source.publicUrl,
      route,
      items,
      page: pageOf(source),
    });
  },
};

const PAGES = 'src/features/pages/pages';

/**
 * The pages drawn on the server (decisions 044 and 045), by route id (app/routes.tsx), each with
 * the queries its first screen reads, built from the page's own query options so the keys are
 * the ones the page asks for. A route left out is sent as the empty shell and drawn in the browser.
 */
export const SERVER_RENDERED_ROUTES: Readonly<Record<string, ServerRenderedRoute>> = {
  home: {
    module: 'src/features/search/pages/home-page.tsx',
    queries: ({ searchParams }) => [searchFirstScreen(buildHomeQuery(searchParams))],
    structuredData: (source) =>
      buildResultsStructuredData({
        publicUrl: source.publicUrl,
        items: searchItemsOf(source.queryClient, buildHomeQuery(source.searchParams)),
        page: pageOf(source),
      }),
  },
  'escorts-state': RESULTS_ROUTE,
  'escorts-city': RESULTS_ROUTE,
  profile: {
    module: 'src/features/profiles/pages/profile-page.tsx',
    // A listing that is not live answers null: the server draws its 404 page.
    queries: ({ params }) => {
      const id = parseProfileId(params.id);
      return id === null
        ? []
        : [(client) => client.prefetchQuery({ ...modelProfileQueryOptions(id), retry: false })];
    },
    structuredData: ({ params, queryClient, publicUrl }) => {
      const id = parseProfileId(params.id);
      const profile =
        id === null ? undefined : queryClient.getQueryData(modelProfileQueryOptions(id).queryKey);
      return profile ? buildProfileStructuredData(publicUrl, profile) : [];
    },
  },
  // Its list is the one the header primes (LAYOUT_QUERIES).
  blog: { module: 'src/features/blog/pages/blog-list-page.tsx' },
  'blog-entry': {
    module: 'src/features/blog/pages/blog-entry-page.tsx',
    queries: ({ params }) => {
      const postId = parseBlogId(params.id);
      return postId === null
        ? []
        : [(client) => client.prefetchQuery(blogEntryQueryOptions(postId))];
    },
    structuredData: ({ params, queryClient, publicUrl }) => {
      const postId = parseBlogId(params.id);
      const post =
        postId === null ? null : queryClient.getQueryData(blogEntryQueryOptions(postId).queryKey);
      return post ? buildBlogPostingStructuredData(publicUrl, post) : [];
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
