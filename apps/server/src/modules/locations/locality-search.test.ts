import { LocationSuggestionSchema } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLocalityIndex, loadLocalityIndex, type LocalityIndex } from './locality-index.js';
import { searchLocalities } from './locality-search.js';

let index: LocalityIndex;
beforeAll(async () => {
  index = await loadLocalityIndex();
});

function names(q: string, limit = 8): string[] {
  return searchLocalities(index, q, limit).map((s) => s.locality);
}

function placesIn(q: string, limit = 8): string[] {
  return searchLocalities(index, q, limit).map(
    (s) => `${s.locality}, ${s.administrative_area_level_1}`,
  );
}

describe('searchLocalities ranking', () => {
  it('ranks the exact match Sydney before Sydney Olympic Park', () => {
    const found = names('sydney');
    expect(found[0]).toBe('Sydney');
    expect(found.indexOf('Sydney Olympic Park')).toBeGreaterThan(0);
  });

  it('ranks prefix matches before word-prefix matches', () => {
    const found = names('perth', 20);
    expect(found.indexOf('Perthville')).toBeGreaterThan(-1);
    expect(found.indexOf('Perthville')).toBeLessThan(found.indexOf('East Perth'));
  });

  it('finds St Kilda by a later word', () => {
    expect(placesIn('kilda')[0]).toBe('St Kilda, Victoria');
  });

  it('ranks popular cities first within a tier', () => {
    expect(names('melb')[0]).toBe('Melbourne'); // before the shorter Melba
    expect(names('s').slice(0, 2)).toEqual(['Sydney', 'St Kilda']);
  });

  it('counts a city as popular only in its own state: Perth WA before Perth TAS', () => {
    expect(placesIn('perth').slice(0, 2)).toEqual(['Perth, Western Australia', 'Perth, Tasmania']);
  });

  it('ranks shorter names first, then alphabetically, within a tier', () => {
    const small = buildLocalityIndex(
      ['ABCLONG', 'ABCE', 'ABCD'].map((locality) => ({
        locality,
        postcode: '5700',
        state: 'SA',
        type: 'Delivery Area',
        lat: -34.9,
        lng: 138.6,
      })),
    );
    expect(searchLocalities(small, 'ab', 8).map((s) => s.locality)).toEqual([
      'Abcd',
      'Abce',
      'Abclong',
    ]);
  });

  it('finds Gold Coast although it is a region, not a postal locality', () => {
    expect(placesIn('gold coast')[0]).toBe('Gold Coast, Queensland');
  });
});

describe('searchLocalities matching', () => {
  it('treats hyphens as spaces', () => {
    expect(placesIn('st-kilda')).toEqual(placesIn('st kilda'));
    expect(placesIn('home-bush')[0]).toBe('Homebush, New South Wales');
  });

  it('ignores case, dots, apostrophes and missing spaces', () => {
    const expected = placesIn('St Kilda');
    expect(placesIn('ST. KILDA')).toEqual(expected);
    expect(placesIn('stkilda')).toEqual(expected);
    expect(names("o'connor")).toEqual(names('oconnor'));
    expect(names('oconnor')[0]).toBe("O'Connor");
  });

  it('answers nothing for an empty query', () => {
    for (const q of ['', '   ', ',', ' - ', ', NSW'])
      expect(searchLocalities(index, q, 8)).toEqual([]);
  });

  it('answers nothing for a place that does not exist', () => {
    expect(searchLocalities(index, 'qqqzzz', 8)).toEqual([]);
  });

  it('caps answers at limit', () => {
    expect(searchLocalities(index, 's', 3)).toHaveLength(3);
    expect(searchLocalities(index, 's', 20)).toHaveLength(20);
    expect(searchLocalities(index, 's', 0)).toEqual([]);
  });

  it('answers in the contract shape, in Australia', () => {
    for (const suggestion of searchLocalities(index, 'st kilda', 8)) {
      expect(LocationSuggestionSchema.parse(suggestion)).toEqual(suggestion);
      expect(suggestion.country).toBe('Australia');
    }
    expect(searchLocalities(index, 'sydney', 1)).toEqual([
      {
        country: 'Australia',
        administrative_area_level_1: 'New South Wales',
        locality: 'Sydney',
        postcode: '2000',
        lat: -33.8688,
        lng: 151.2093,
      },
    ]);
  });
});

describe('searchLocalities with a state', () => {
  it('restricts to the state after a comma', () => {
    expect(placesIn('Perth, TAS')).toEqual(['Perth, Tasmania']);
    expect(placesIn('St Kilda, South Australia')).toEqual(['St Kilda, South Australia']);
  });

  it('narrows to the states a partly typed state could be', () => {
    const states = searchLocalities(index, 'Sydney, N', 8).map(
      (s) => s.administrative_area_level_1,
    );
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((s) => s === 'New South Wales' || s === 'Northern Territory')).toBe(true);
  });

  it('answers nothing when the text after the comma names no state', () => {
    expect(searchLocalities(index, 'Sydney, Atlantis', 8)).toEqual([]);
  });

  it('ignores the country after a comma', () => {
    expect(placesIn('Sydney, Australia')).toEqual(placesIn('Sydney'));
    expect(placesIn('Sydney NSW, Australia')[0]).toBe('Sydney, New South Wales');
  });

  it('reads a state at the end without a comma', () => {
    expect(placesIn('perth tas')).toEqual(['Perth, Tasmania']);
    expect(placesIn('kilda vic').every((p) => p.endsWith(', Victoria'))).toBe(true);
    expect(placesIn('perth western australia')[0]).toBe('Perth, Western Australia');
  });

  it('keeps a place whose name ends in a state name: Mount Victoria', () => {
    expect(placesIn('mount victoria')[0]).toBe('Mount Victoria, New South Wales');
  });
});
