import { describe, expect, it } from 'vitest';
import { describeSavedSearch } from './alerts.js';

describe('describeSavedSearch', () => {
  it("names an advanced search's slugs as places and its richer filters in the filter bar's words", () => {
    expect(
      describeSavedSearch({
        state: 'new-south-wales',
        city: 'sydney',
        gender: 'female',
        min_price: '250',
        max_price: '300',
        available_today: 'true',
      }),
    ).toBe('Sydney, New South Wales · gender: female · $250–$300 · Available today');
  });

  it('names a results route search by its place alone, and no place as Australia', () => {
    expect(describeSavedSearch({ state: 'Victoria', city: 'Melbourne' })).toBe(
      'Melbourne, Victoria',
    );
    expect(describeSavedSearch({})).toBe('Australia');
  });
});
