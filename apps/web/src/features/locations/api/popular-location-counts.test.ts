import { describe, expect, it } from 'vitest';
import { describeListingCount, indexPopularLocationCounts } from './popular-location-counts';

describe('indexPopularLocationCounts', () => {
  const counts = indexPopularLocationCounts({
    data: [
      {
        state: 'New South Wales',
        count: 40,
        cities: [
          { name: 'Kings Cross', count: 3 },
          { name: 'Homebush', count: 0 },
        ],
      },
      { state: 'Victoria', count: 12, cities: [{ name: 'St Kilda', count: 2 }] },
    ],
  });

  it('finds a state by its name or slug', () => {
    expect(counts.state('New South Wales')).toBe(40);
    expect(counts.state('new-south-wales')).toBe(40);
  });

  it('finds a city by its proper name or by its odd fixed link words', () => {
    expect(counts.city('New South Wales', 'Kings Cross')).toBe(3);
    expect(counts.city('new-south-wales', 'home-bush')).toBe(0);
    expect(counts.city('Victoria', 'StKilda')).toBe(2);
  });

  it('knows nothing of places the answer leaves out', () => {
    expect(counts.state('Tasmania')).toBeUndefined();
    expect(counts.city('Victoria', 'Sydney')).toBeUndefined();
  });
});

describe('describeListingCount', () => {
  it('says one, many and none in words', () => {
    expect(describeListingCount(1)).toBe('1 listing');
    expect(describeListingCount(1250)).toBe('1,250 listings');
    expect(describeListingCount(0)).toBe('No listings yet');
  });
});
