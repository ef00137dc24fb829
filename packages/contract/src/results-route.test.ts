import { describe, expect, it } from 'vitest';
import { buildResultsPageSearch, parseResultsPage, resultsPageOf } from './results-route.js';

describe('parseResultsPage', () => {
  it('reads a page number the search answers', () => {
    expect(parseResultsPage('2')).toBe(2);
    expect(parseResultsPage('10000')).toBe(10_000);
  });

  it('reads anything else as the first page rather than an error', () => {
    for (const value of [null, undefined, '', '0', '-1', 'abc', '2.5', '10001', '999999']) {
      expect(parseResultsPage(value), String(value)).toBe(1);
    }
  });
});

describe('resultsPageOf', () => {
  it('reads the page parameter of a query string or of an address by the same rule', () => {
    expect(resultsPageOf(new URLSearchParams('gender=female&page=3'))).toBe(3);
    expect(resultsPageOf(new URLSearchParams('page=abc'))).toBe(1);
    expect(resultsPageOf(new URLSearchParams(''))).toBe(1);
    expect(resultsPageOf('/escorts/victoria?page=4')).toBe(4);
    expect(resultsPageOf('https://directory.example/api/search-models?page=x')).toBe(1);
  });
});

describe('buildResultsPageSearch', () => {
  it('keeps the filters and sets the page, naming none for page 1', () => {
    const params = new URLSearchParams('gender=female&page=3');
    expect(buildResultsPageSearch(params, 4)).toBe('?gender=female&page=4');
    expect(buildResultsPageSearch(params, 1)).toBe('?gender=female');
    expect(buildResultsPageSearch(new URLSearchParams(), 1)).toBe('');
  });
});
