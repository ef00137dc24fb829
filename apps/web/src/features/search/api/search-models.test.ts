import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  makeSearchItem,
  makeSearchResponse,
  requestUrl,
} from '../../../test/factories';
import { HttpError } from '../../../lib/http';
import {
  buildSuburbFallbackQuery,
  fetchFirstResultsPage,
  shouldRetrySearch,
} from './search-models';

function mockFetch(handler: (url: string) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => handler(requestUrl(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchFirstResultsPage', () => {
  it('searches again with suburb in place of city when the city search finds nothing', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('suburb=')
        ? jsonResponse(
            makeSearchResponse([makeSearchItem({ name: 'In Bondi' })], {
              next_page_url:
                '/api/search-models?state=New+South+Wales&gender=female&suburb=bondi&page=2',
            }),
          )
        : jsonResponse(makeSearchResponse([])),
    );

    const page = await fetchFirstResultsPage({
      state: 'New South Wales',
      city: 'bondi',
      gender: 'female',
    });

    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input))).toEqual([
      '/api/search-models?state=New+South+Wales&city=bondi&gender=female',
      '/api/search-models?state=New+South+Wales&gender=female&suburb=bondi',
    ]);
    expect(page.data.map((item) => item.name)).toEqual(['In Bondi']);
    expect(page.next_page_url).toContain('suburb=bondi');
  });

  it('keeps the city results when there are some', async () => {
    const fetchMock = mockFetch(() => jsonResponse(makeSearchResponse([makeSearchItem()])));
    await fetchFirstResultsPage({ state: 'Victoria', city: 'melbourne' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('makes no second search when no city was given', async () => {
    const fetchMock = mockFetch(() => jsonResponse(makeSearchResponse([])));
    const page = await fetchFirstResultsPage({ state: 'Tasmania' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(page.data).toEqual([]);
  });
});

describe('buildSuburbFallbackQuery', () => {
  it('moves the city to suburb and keeps every other filter', () => {
    expect(
      buildSuburbFallbackQuery({ state: 'Queensland', city: 'Surfers Paradise', min_age: '21' }),
    ).toEqual({
      state: 'Queensland',
      suburb: 'Surfers Paradise',
      min_age: '21',
    });
    expect(buildSuburbFallbackQuery({ state: 'Queensland', city: 'all' })).toBeNull();
  });
});

describe('shouldRetrySearch', () => {
  it('does not retry a refused search but retries a failure once', () => {
    expect(shouldRetrySearch(0, new HttpError(400, 'bad', null))).toBe(false);
    expect(shouldRetrySearch(0, new HttpError(503, 'down', null))).toBe(true);
    expect(shouldRetrySearch(1, new TypeError('network'))).toBe(false);
  });
});
