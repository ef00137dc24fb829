import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readSuggestions,
  regionSuggestions,
  stripAirport,
  toLocationSuggestion,
} from './location-suggestions';
import { makeLocality } from '../../../test/factories';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stripAirport', () => {
  it('removes the word Airport wherever it stands, in any case', () => {
    expect(stripAirport('Sydney Airport')).toBe('Sydney');
    expect(stripAirport('Airport West')).toBe('West');
    expect(stripAirport('Brisbane airport Central')).toBe('Brisbane Central');
  });

  it('leaves words that only contain the letters alone', () => {
    expect(stripAirport('Airportside')).toBe('Airportside');
    expect(stripAirport('Melbourne')).toBe('Melbourne');
  });
});

describe('toLocationSuggestion', () => {
  it('maps the answer parts to country, state and city, without Airport', () => {
    const suggestion = toLocationSuggestion(makeLocality({ locality: 'Sydney Airport' }));
    expect(suggestion.location).toEqual({
      country: 'Australia',
      state: 'New South Wales',
      city: 'Sydney',
    });
    expect(suggestion.text).toBe('Sydney, New South Wales');
    expect(suggestion.detail).toBe('NSW 2000');
  });

  it('sets a missing part to the empty string and only logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const suggestion = toLocationSuggestion(makeLocality({ country: undefined, locality: '' }));
    expect(suggestion.location).toEqual({ country: '', state: 'New South Wales', city: '' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[1])).toContain('country, city');
  });

  it('falls back to administrative_area_level_2 for the city', () => {
    const suggestion = toLocationSuggestion(
      makeLocality({ locality: undefined, administrative_area_level_2: 'Inner West' }),
    );
    expect(suggestion.location.city).toBe('Inner West');
  });
});

describe('readSuggestions', () => {
  it('drops the duplicate that removing Airport creates', () => {
    const suggestions = readSuggestions([
      makeLocality(),
      makeLocality({ locality: 'Sydney Airport', postcode: '2020' }),
    ]);
    expect(suggestions.map((s) => s.text)).toEqual(['Sydney, New South Wales']);
  });
});

describe('regionSuggestions', () => {
  it('offers the country and the states that start with the text', () => {
    expect(regionSuggestions('aus').map((s) => s.text)).toEqual([
      'Australia',
      'Australian Capital Territory',
    ]);
    expect(regionSuggestions('new-s')[0]?.location).toEqual({
      country: 'Australia',
      state: 'New South Wales',
      city: '',
    });
  });

  it('knows states by their code', () => {
    expect(regionSuggestions('vic').map((s) => s.text)).toEqual(['Victoria']);
    expect(regionSuggestions('NSW').map((s) => s.text)).toEqual(['New South Wales']);
  });

  it('waits for two characters', () => {
    expect(regionSuggestions('a')).toEqual([]);
  });
});
