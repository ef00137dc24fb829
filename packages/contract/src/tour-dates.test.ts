import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES as M } from './listing.js';
import { TourInputSchema } from './listing.schema.js';
import { checkTourDates, latestTourStart } from './tour-dates.js';

const tour = (starts_on: string, ends_on: string) => ({
  state: 'Victoria',
  city: 'Melbourne',
  starts_on,
  ends_on,
});

describe('tour length: at most 30 days, first and last day included', () => {
  it('accepts the 1st to the 30th and refuses the 1st to the 31st', () => {
    expect(TourInputSchema.safeParse(tour('2026-03-01', '2026-03-30')).success).toBe(true);
    const tooLong = TourInputSchema.safeParse(tour('2026-03-01', '2026-03-31'));
    expect(tooLong.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['ends_on'], M.tourTooLong],
    ]);
  });
});

describe('a tour starts within 6 calendar months of today', () => {
  it('ends on the same day six months on, or that month’s last day', () => {
    expect(latestTourStart('2026-01-15')).toBe('2026-07-15');
    expect(latestTourStart('2026-08-31')).toBe('2027-02-28');
    expect(latestTourStart('2026-09-30')).toBe('2027-03-30');
  });

  it('refuses a start one day past the limit and a tour already over, on their fields', () => {
    const today = '2026-01-15';
    expect(checkTourDates({ starts_on: '2026-07-15', ends_on: '2026-07-20' }, today)).toBeNull();
    expect(checkTourDates({ starts_on: '2026-07-16', ends_on: '2026-07-20' }, today)).toEqual({
      field: 'starts_on',
      message: M.tourTooFarAhead,
    });
    expect(checkTourDates({ starts_on: '2026-01-10', ends_on: '2026-01-14' }, today)).toEqual({
      field: 'ends_on',
      message: M.tourInPast,
    });
  });
});
