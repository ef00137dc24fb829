import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  SEARCH_MODELS_PATH,
  SearchModelsQuerySchema,
  SearchModelsResponseSchema,
  type SearchModelsResponse,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { requestBaseUrl } from '../../platform/request-url.js';
import { searchModels, type SearchPage } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl?: string }> = async (
  app,
  { db, publicUrl },
) => {
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
      const result = await searchModels(db, request.query);
      const pageUrl = (page: number) =>
        buildPageUrl(requestBaseUrl(request, publicUrl), request.url, page);
      return toResponse(result, pageUrl);
    },
  );
};

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
