import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES as M } from './listing.js';
import { TourInputSchema } from './listing.schema.js';
import { checkTourDates, latestTourStart } from './tour-checks.js';
import { formatTourDates, formatTourDay, isTouringOn } from './tour-dates.js';

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

describe('formatTourDates', () => {
  it('writes a tour inside one month in Australian day-month-year order', () => {
    expect(formatTourDates('2025-03-12', '2025-03-18')).toBe('12–18 Mar 2025');
  });

  it('names both months, and both years, when the tour crosses them', () => {
    expect(formatTourDates('2025-03-30', '2025-04-02')).toBe('30 Mar – 2 Apr 2025');
    expect(formatTourDates('2025-12-30', '2026-01-02')).toBe('30 Dec 2025 – 2 Jan 2026');
  });

  it('writes a one-day tour as one date', () => {
    expect(formatTourDates('2025-07-04', '2025-07-04')).toBe('4 July 2025');
  });

  it('keeps the calendar day whatever the time zone (no shift to the day before)', () => {
    expect(formatTourDates('2025-01-01', '2025-01-01')).toBe('1 Jan 2025');
  });

  it('falls back to the raw text for a date it cannot read', () => {
    expect(formatTourDates('soon', '2025-01-01')).toBe('soon – 2025-01-01');
  });
});

describe('isTouringOn', () => {
  const tour = { starts_on: '2025-03-12', ends_on: '2025-03-18' };
  it('includes the first and the last day', () => {
    expect(isTouringOn(tour, '2025-03-12')).toBe(true);
    expect(isTouringOn(tour, '2025-03-18')).toBe(true);
  });
  it('excludes the days around the tour', () => {
    expect(isTouringOn(tour, '2025-03-11')).toBe(false);
    expect(isTouringOn(tour, '2025-03-19')).toBe(false);
  });
});

describe('formatTourDay', () => {
  it('writes every month as en-AU Intl abbreviates it, without a formatter', () => {
    const intl = new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month += 1) {
      const isoDate = `2026-${String(month).padStart(2, '0')}-09`;
      expect(formatTourDay(isoDate)).toBe(intl.format(Date.parse(`${isoDate}T00:00:00Z`)));
    }
  });

  it('gives back a value that is not a calendar day as it came', () => {
    expect(formatTourDay('soon')).toBe('soon');
  });
});
