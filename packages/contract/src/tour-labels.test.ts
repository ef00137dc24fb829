import { describe, expect, it } from 'vitest';
import { describeCurrentTour, describeSearchTour } from './tour-labels.js';

describe('tour labels', () => {
  it('marks a card in the toured place with the last day only', () => {
    expect(
      describeSearchTour({
        status: 'touring',
        city: 'Brisbane',
        from: '2026-11-20',
        until: '2026-11-28',
      }),
    ).toBe('Touring · until 28 Nov');
  });

  it('marks a card at home with where the listing is and until when', () => {
    expect(
      describeSearchTour({
        status: 'away',
        city: 'Brisbane',
        from: '2026-11-20',
        until: '2026-11-28',
      }),
    ).toBe('Away · in Brisbane until 28 Nov');
  });

  it('marks a card found by touring soon with the toured city and first day', () => {
    expect(
      describeSearchTour({
        status: 'arriving',
        city: 'Sydney',
        from: '2026-12-03',
        until: '2026-12-09',
      }),
    ).toBe('Touring Sydney from 3 Dec');
  });

  it("names the profile's current tour with its city and last day", () => {
    expect(describeCurrentTour({ city: 'Joondalup', ends_on: '2026-12-01' })).toBe(
      'Touring Joondalup until 1 Dec',
    );
  });
});
