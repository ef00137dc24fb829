import { describe, expect, it } from 'vitest';
import { buildSearchQueryString } from './search.js';
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
    });
  });

  it.each([
    { page: '-1' },
    { page: 'abc' },
    { page: '0' },
    { gender: 'robot' },
    { city: "x' OR 1=1" },
    { city: 'a'.repeat(61) },
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
