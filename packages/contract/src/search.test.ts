import { describe, expect, it } from 'vitest';
import { buildSearchQueryString } from './search-url.js';
import { SearchModelsQuerySchema } from './search.schema.js';

describe('SearchModelsQuerySchema', () => {
  it('reads All, all and empty as no filter and maps values to their canonical spelling', () => {
    const parsed = SearchModelsQuerySchema.parse({
      gender: 'All',
      account_type: 'bodyrub',
      escort_type: '',
      city: 'all',
      state: 'victoria',
    });
    expect(parsed).toEqual({
      gender: undefined,
      account_type: 'BodyRub',
      escort_type: undefined,
      city: undefined,
      state: 'victoria',
      page: 1,
      country: undefined,
      suburb: undefined,
      min_age: undefined,
      max_age: undefined,
      verified: false,
      online: false,
      min_price: undefined,
      max_price: undefined,
      incall: false,
      outcall: false,
      language: undefined,
      available_today: false,
      touring_soon: false,
      sort: 'recommended',
    });
  });

  it('reads the advanced filters: age range and the verified and online switches', () => {
    const parsed = SearchModelsQuerySchema.parse({
      min_age: '21',
      max_age: '30',
      verified: 'true',
      online: '0',
    });
    expect(parsed).toMatchObject({ min_age: 21, max_age: 30, verified: true, online: false });
  });

  it.each([
    { page: '-1' },
    { page: 'abc' },
    { page: '0' },
    { gender: 'robot' },
    { city: "x' OR 1=1" },
    { city: 'a'.repeat(61) },
    { min_age: '17' },
    { max_age: '100' },
    { min_age: '30', max_age: '25' },
    { verified: 'yes please' },
  ])('refuses %j', (query) => {
    expect(SearchModelsQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('buildSearchQueryString', () => {
  it('leaves out empty and all values', () => {
    expect(
      buildSearchQueryString({
        state: 'victoria',
        city: '',
        gender: 'All',
        account_type: 'Escort',
      }),
    ).toBe('?state=victoria&account_type=Escort');
    expect(buildSearchQueryString({})).toBe('');
  });
});
