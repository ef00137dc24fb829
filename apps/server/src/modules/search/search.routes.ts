import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  SEARCH_MODELS_PATH,
  SearchModelsQuerySchema,
  SearchModelsResponseSchema,
  READ_LIMIT_WINDOW_MINUTES,
  SEARCH_READS_PER_WINDOW,
  findState,
  currentAvailableUntil,
  firstAvailabilityEnd,
  toPlaceKey,
  type SearchModelsFilters,
  type SearchModelsResponse,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { EVERY_PLACE_TAG, type AnswerCache } from '../../platform/cache/answer-cache.js';
import { keptByKey } from '../../platform/cache/kept-by-key.js';
import { compiledAnswerSerializer } from '../../platform/http/compiled-answers.js';
import { sendPreparedAnswer } from '../../platform/http/reusable-answers.js';
import { createAnswerWriter } from '../../platform/http/written-answers.js';
import { searchModels, type SearchPage } from './search.service.js';

/**
 * Search pages per address (IPv6 /64): a person turns a few pages a minute, a scraper walks the
 * whole directory (docs/product/limits-and-messages.md#read-limits).
 */
export const SEARCH_READ_RATE_LIMIT = {
  max: SEARCH_READS_PER_WINDOW,
  timeWindow: READ_LIMIT_WINDOW_MINUTES * 60_000,
} as const;

/** Addresses whose cache key is kept: the popular searches' spellings, a few MB at most. */
const KEPT_SEARCH_KEYS = 4_096;

export const searchRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** PUBLIC_URL: the origin of next_page_url and prev_page_url. */
  publicUrl: string;
  /** Hot pages reused for a few seconds; every search runs afresh without it. */
  cache?: AnswerCache;
  /** The moment badges are computed at. */
  clock: () => Date;
}> = async (app, { db, publicUrl, cache, clock }) => {
  // The key is a function of the address: worked out once per address asked often.
  const keyOfAddress = keptByKey<string>(KEPT_SEARCH_KEYS);
  const search = (url: string, filters: SearchModelsFilters): Promise<SearchPage> =>
    cache
      ? cache.getOrLoad(
          `search:${keyOfAddress(url, () => cacheKeyOf(filters))}`,
          searchPlaceTag(filters),
          () => searchModels(db, filters, { now: clock() }),
        )
      : searchModels(db, filters, { now: clock() });
  // A kept page is written once per spelling of its address: its page links repeat the query.
  const writeAnswer = createAnswerWriter<SearchPage>();

  app.get(
    SEARCH_MODELS_PATH,
    {
      config: { rateLimit: SEARCH_READ_RATE_LIMIT },
      serializerCompiler: compiledAnswerSerializer,
      schema: {
        tags: ['search'],
        operationId: 'searchListings',
        summary: 'Search live listings by place, gender, account type and category',
        querystring: SearchModelsQuerySchema,
        response: {
          200: SearchModelsResponseSchema,
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const page = await search(request.url, request.query);
      const now = clock();
      const answer = writeAnswer(page, request.url, now, () => {
        const result = withAvailabilityAt(page, now, request.query);
        const pageUrl = (number: number) => buildPageUrl(publicUrl, request.url, number);
        return {
          body: reply.serialize(toResponse(result, pageUrl)) as string,
          validUntil: firstAvailabilityEnd(
            page.items.map((item) => item.available_until),
            now,
          ),
        };
      });
      return sendPreparedAnswer(reply, answer);
    },
  );
};

/**
 * A kept page was read a few seconds ago: an Available today that ended since is dropped, as
 * no change announces its end (listings-and-moderation.md#available-today). Under the
 * Available today filter, so is the listing itself: the filter ends at the same moment as the
 * badge, not when the kept page expires.
 */
function withAvailabilityAt(page: SearchPage, now: Date, filters: SearchModelsFilters): SearchPage {
  const items = page.items.map((item) => ({
    ...item,
    available_until: currentAvailableUntil(item.available_until, now),
  }));
  if (!filters.available_today) return { ...page, items };
  const available = items.filter((item) => item.available_until !== null);
  const total = Math.max(0, page.total - (items.length - available.length));
  const lastPage = Math.max(1, Math.ceil(total / page.perPage));
  return { ...page, items: available, total, lastPage };
}

/** The same search whatever the spelling: place keys, the state's name, the filters in order. */
function cacheKeyOf(filters: SearchModelsFilters): string {
  const normal: Record<string, unknown> = {
    ...filters,
    state: filters.state && (findState(filters.state)?.name ?? filters.state),
    city: filters.city && toPlaceKey(filters.city),
    suburb: filters.suburb && toPlaceKey(filters.suburb),
    country: filters.country && toPlaceKey(filters.country),
  };
  const named = Object.entries(normal).filter(([, value]) => value !== undefined);
  // Plain code-unit order: the names are ASCII, and a collator costs more than the search's key.
  return JSON.stringify(named.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The narrowest place the search names, as the database's change announcements name it: the
 * tag of the search's kept answer, and of the results page drawn for that place (decision 046).
 */
export function searchPlaceTag(
  filters: Partial<Pick<SearchModelsFilters, 'state' | 'city' | 'suburb'>>,
): string {
  if (filters.suburb) return `suburb:${toPlaceKey(filters.suburb)}`;
  if (filters.city) return `city:${toPlaceKey(filters.city)}`;
  if (filters.state) return `state:${findState(filters.state)?.name ?? filters.state}`;
  return EVERY_PLACE_TAG;
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

/**
 * The same search with another page: the caller's own filters, untouched, on PUBLIC_URL and
 * this route's path. Only the query is taken from the request line, which may be in absolute
 * form (`GET http://elsewhere.example/api/search-models?…`) and must not choose the origin.
 */
export function buildPageUrl(publicUrl: string, requestUrl: string, page: number): string {
  const url = new URL(SEARCH_MODELS_PATH, publicUrl);
  url.search = new URL(requestUrl, publicUrl).search;
  url.searchParams.set('page', String(page));
  return url.toString();
}
