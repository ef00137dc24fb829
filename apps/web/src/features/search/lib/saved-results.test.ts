import { afterEach, describe, expect, it } from 'vitest';
import { makeSearchItem } from '../../../test/factories';
import {
  SAVED_NEXT_LINK_KEY,
  SAVED_RESULTS_KEY,
  SAVED_SEARCH_KEY,
  SAVED_TOTAL_KEY,
} from '@app/contract';
import { buildSearchKey, readSavedResults, saveResults } from './saved-results';

afterEach(() => sessionStorage.clear());

describe('buildSearchKey', () => {
  it('is the same for the same filters in any order and case, leaving out All and empty', () => {
    expect(buildSearchKey({ city: 'Sydney', state: 'New South Wales', gender: 'All' })).toBe(
      buildSearchKey({ state: 'new south wales', city: 'sydney ', account_type: '' }),
    );
    expect(buildSearchKey({ state: 'Victoria', city: 'Geelong' })).toBe(
      'city=geelong&state=victoria',
    );
  });

  it('tells different searches apart', () => {
    expect(buildSearchKey({ state: 'Victoria' })).not.toBe(
      buildSearchKey({ state: 'Victoria', gender: 'male' }),
    );
    expect(buildSearchKey({ city: 'Bondi' })).not.toBe(buildSearchKey({ suburb: 'Bondi' }));
    expect(buildSearchKey({})).toBe('');
  });
});

describe('saved results in session storage', () => {
  const items = [makeSearchItem({ name: 'Saved One' }), makeSearchItem({ name: 'Saved Two' })];
  const complete = { items, nextLink: null, total: items.length };

  it('reads back what the same search saved, under the fixed keys modelData and nextLink', () => {
    saveResults('state=victoria', {
      items,
      nextLink: 'http://x.test/api/search-models?state=Victoria&page=2',
      total: 40,
    });

    expect(JSON.parse(sessionStorage.getItem(SAVED_RESULTS_KEY)!)).toEqual(items);
    expect(sessionStorage.getItem(SAVED_NEXT_LINK_KEY)).toBe(
      'http://x.test/api/search-models?state=Victoria&page=2',
    );
    expect(sessionStorage.getItem(SAVED_SEARCH_KEY)).toBe('state=victoria');
    expect(readSavedResults('state=victoria')).toEqual({
      items,
      nextLink: 'http://x.test/api/search-models?state=Victoria&page=2',
      total: 40,
    });
  });

  it('saves a complete list with an empty next link and reads it back as "no next page"', () => {
    saveResults('state=victoria', complete);
    expect(sessionStorage.getItem(SAVED_NEXT_LINK_KEY)).toBe('');
    expect(readSavedResults('state=victoria')).toEqual(complete);
  });

  it('ignores results another search saved', () => {
    saveResults('state=victoria', complete);
    expect(readSavedResults('state=queensland')).toBeNull();
  });

  it('needs both modelData and nextLink', () => {
    saveResults('state=victoria', complete);
    sessionStorage.removeItem(SAVED_NEXT_LINK_KEY);
    expect(readSavedResults('state=victoria')).toBeNull();

    saveResults('state=victoria', complete);
    sessionStorage.removeItem(SAVED_RESULTS_KEY);
    expect(readSavedResults('state=victoria')).toBeNull();
  });

  it('counts a complete list saved without a count by its own length', () => {
    saveResults('state=victoria', complete);
    sessionStorage.removeItem(SAVED_TOTAL_KEY);
    expect(readSavedResults('state=victoria')).toEqual(complete);
  });

  it('refuses a list with more pages but no count, or a count it does not fit in', () => {
    saveResults('state=victoria', { items, nextLink: 'http://x.test/page-2', total: 40 });
    sessionStorage.removeItem(SAVED_TOTAL_KEY);
    expect(readSavedResults('state=victoria')).toBeNull();
    saveResults('state=victoria', complete);
    sessionStorage.setItem(SAVED_TOTAL_KEY, String(items.length - 1));
    expect(readSavedResults('state=victoria')).toBeNull();
    sessionStorage.setItem(SAVED_TOTAL_KEY, 'many');
    expect(readSavedResults('state=victoria')).toBeNull();
  });

  it('treats a stored "null" link (the original site wrote String(null)) as no next page', () => {
    saveResults('', complete);
    sessionStorage.setItem(SAVED_NEXT_LINK_KEY, 'null');
    expect(readSavedResults('')?.nextLink).toBeNull();
  });

  it('refuses stored text that is not a list of listings', () => {
    sessionStorage.setItem(SAVED_SEARCH_KEY, '');
    sessionStorage.setItem(SAVED_NEXT_LINK_KEY, '');
    sessionStorage.setItem(SAVED_RESULTS_KEY, '{not json');
    expect(readSavedResults('')).toBeNull();
    sessionStorage.setItem(SAVED_RESULTS_KEY, JSON.stringify([{ name: 'x' }]));
    expect(readSavedResults('')).toBeNull();
    sessionStorage.setItem(SAVED_RESULTS_KEY, JSON.stringify({ data: [] }));
    expect(readSavedResults('')).toBeNull();
  });
});
