import type { SearchModelItem, SearchModelsResponse } from '@app/contract';
import { vi } from 'vitest';

let nextId = 1000;

/** A search result card with unique id and name; override what the test looks at. */
export function makeSearchItem(
  overrides: Partial<Omit<SearchModelItem, 'model' | 'profile'>> & {
    model?: Partial<SearchModelItem['model']>;
    profile?: Partial<SearchModelItem['profile']>;
  } = {},
): SearchModelItem {
  const id = overrides.model?.id ?? nextId++;
  const { model, profile, ...rest } = overrides;
  return {
    name: `Model ${id}`,
    city: 'Sydney',
    gender: 'female',
    account_type: 'Escort',
    categories: ['Independents'],
    verified: false,
    recently_online: false,
    active_now: false,
    available_until: null,
    touring: false,
    tour: null,
    lat: null,
    lng: null,
    ...rest,
    profile: { state: 'New South Wales', country: 'Australia', ...profile },
    model: {
      id,
      image_name: `model-${id}.webp`,
      description: '<p>Hello</p>',
      age: 25,
      suburb: 'Surry Hills',
      ...model,
    },
  };
}

/** One page of GET /api/search-models; `next_page_url` null unless given. */
export function makeSearchResponse(
  data: SearchModelItem[],
  overrides: Partial<SearchModelsResponse> = {},
): SearchModelsResponse {
  return {
    data,
    current_page: 1,
    per_page: 24,
    total: data.length,
    last_page: 1,
    next_page_url: null,
    prev_page_url: null,
    ...overrides,
  };
}

/** One item of the places answer (Sydney unless `overrides` say otherwise). */
export function makeLocality(overrides: Record<string, unknown> = {}) {
  return {
    country: 'Australia',
    administrative_area_level_1: 'New South Wales',
    locality: 'Sydney',
    postcode: '2000',
    lat: -33.87,
    lng: 151.21,
    ...overrides,
  };
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A refusal as the server sends it: the status, its message and any field errors. */
export function errorResponse(
  status: number,
  message: string,
  errors?: Record<string, string>,
): Response {
  return jsonResponse({ statusCode: status, error: 'Error', message, errors }, status);
}

/** The URL a mocked fetch was called with, as a string. */
export function requestUrl(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The calls a fetch mock received for `method` and `path`, with or without a query string. */
export function callsTo(
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>,
  method: string,
  path: string,
) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = requestUrl(input);
    return (init?.method ?? 'GET') === method && (url === path || url.startsWith(`${path}?`));
  });
}

/**
 * Replaces fetch with a mock that answers every call with `response` (one body: one call
 * reads it). The mock keeps the calls for the asserts; vitest.projects.ts unstubs it after.
 */
export function stubFetchAnswer(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
