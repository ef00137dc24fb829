import { describe, expect, it } from 'vitest';
import { describeRicherFilters } from './search-summary.js';

describe('describeRicherFilters', () => {
  it("names each richer filter of the query in the summary's words, the default order left out", () => {
    const query = new URLSearchParams(
      'min_price=200&max_price=400&incall=true&outcall=1&language=Thai&available_today=true&touring_soon=1&sort=price_asc',
    );
    expect(describeRicherFilters(query)).toEqual([
      '$200–$400',
      'Incall',
      'Outcall',
      'Language: Thai',
      'Available today',
      'Touring soon',
      'Price: low to high',
    ]);
    expect(describeRicherFilters(new URLSearchParams('min_price=150&sort=recommended'))).toEqual([
      'From $150',
    ]);
    expect(describeRicherFilters(new URLSearchParams('max_price=300&incall=false'))).toEqual([
      'Up to $300',
    ]);
  });
});
