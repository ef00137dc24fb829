import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  SEARCH_MODELS_PATH,
  SearchModelsQuerySchema,
  SearchModelsResponseSchema,
  type SearchModelsFilters,
  type SearchModelsResponse,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { cacheFor } from '../../platform/cache-for.js';
import { requestBaseUrl } from '../../platform/request-url.js';
import { searchModels, type SearchPage } from './search.service.js';

/**
 * The unfiltered search (the home page) is the same for every visitor and ranks every live
 * listing, so its first pages are ranked once per 30 s per server rather than per request.
 */
const UNFILTERED_CACHE_MS = 30_000;
const UNFILTERED_CACHED_PAGES = 10;

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl?: string }> = async (
  app,
  { db, publicUrl },
) => {
  const unfilteredPages = new Map<number, () => Promise<SearchPage>>();
  const search = (filters: SearchModelsFilters): Promise<SearchPage> => {
    if (!isUnfiltered(filters) || filters.page > UNFILTERED_CACHED_PAGES) {
      return searchModels(db, filters);
    }
    let load = unfilteredPages.get(filters.page);
    if (!load) {
      load = cacheFor(UNFILTERED_CACHE_MS, () => searchModels(db, filters));
      unfilteredPages.set(filters.page, load);
    }
    return load();
  };

  app.get(
    SEARCH_MODELS_PATH,
    {
      schema: {
        tags: ['search'],
        summary: 'Search live listings by place, gender, account type and category',
        querystring: SearchModelsQuerySchema,
        response: { 200: SearchModelsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const result = await search(request.query);
      const pageUrl = (page: number) =>
        buildPageUrl(requestBaseUrl(request, publicUrl), request.url, page);
      return toResponse(result, pageUrl);
    },
  );
};

/** No place, option, age or switch: only a page number. */
function isUnfiltered(filters: SearchModelsFilters): boolean {
  const { page: _page, verified, online, ...rest } = filters;
  return !verified && !online && Object.values(rest).every((value) => value === undefined);
}

function toResponse(result: SearchPage, pageUrl: (page: number) => string): SearchModelsResponse {
  return {
    data: result.items,
    current_page: result.page,
    per_page: result.perPage,
    total: result.total,
    last_page: result.lastPage,
    next_page_url: result.page < result.lastPage ? pageUrl(result.page + 1) : null,
    prev_page_url: result.page > 1 ? pageUrl(Math.min(result.page - 1, result.lastPage)) : null,
  };
}

/** The same search with another page: the caller's own filters, untouched. */
function buildPageUrl(baseUrl: string, requestUrl: string, page: number): string {
  const url = new URL(requestUrl, baseUrl);
  url.searchParams.set('page', String(page));
  return url.toString();
}
