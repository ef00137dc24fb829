import { LISTING_MESSAGES as M } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { checkTourLimits } from './tour-limits.js';

const TODAY = '2026-05-10';
const tour = (starts_on: string, ends_on: string) => ({ starts_on, ends_on });

describe('checkTourLimits: a listing’s tours against the one it adds', () => {
  it('refuses a fourth upcoming tour, while past tours do not count', () => {
    const three = [
      tour('2026-05-12', '2026-05-14'),
      tour('2026-06-01', '2026-06-03'),
      tour('2026-07-01', '2026-07-03'),
    ];
    expect(checkTourLimits(three, tour('2026-08-01', '2026-08-02'), TODAY)).toBe(M.tooManyTours);
    const pastAndTwo = [tour('2026-04-01', '2026-05-09'), ...three.slice(1)];
    expect(checkTourLimits(pastAndTwo, tour('2026-08-01', '2026-08-02'), TODAY)).toBeNull();
  });

  it('refuses a tour sharing even one day with another, and takes one starting the day after', () => {
    const existing = [tour('2026-06-01', '2026-06-05')];
    expect(checkTourLimits(existing, tour('2026-06-05', '2026-06-09'), TODAY)).toBe(M.tourOverlaps);
    expect(checkTourLimits(existing, tour('2026-05-20', '2026-06-20'), TODAY)).toBe(M.tourOverlaps);
    expect(checkTourLimits(existing, tour('2026-06-06', '2026-06-09'), TODAY)).toBeNull();
  });
});
