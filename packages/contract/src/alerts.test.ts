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
    ).toBe('Sydney, New South Wales · female · $250–$300 · Available today');
  });

  it("names the advanced search's own filters by their labels", () => {
    expect(
      describeSavedSearch({
        state: 'Victoria',
        account_type: 'escort',
        escort_type: 'Independents',
        min_age: '25',
        max_age: '35',
        verified: 'true',
        online: '1',
      }),
    ).toBe('Victoria · Escort · Independents · Age 25–35 · Verified · Recently online');
  });

  it('names a results route search by its place alone, and no place as Australia', () => {
    expect(describeSavedSearch({ state: 'Victoria', city: 'Melbourne' })).toBe(
      'Melbourne, Victoria',
    );
    expect(describeSavedSearch({})).toBe('Australia');
  });
});
