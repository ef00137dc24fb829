import { describe, expect, it } from 'vitest';
import {
  formatAud,
  formatPhone,
  formatPlace,
  formatTourDates,
  isTouringOn,
  toDialString,
} from './profile-format';

describe('formatAud', () => {
  it('shows whole-dollar rates without cents', () => {
    expect(formatAud(450)).toBe('$450');
    expect(formatAud(1250)).toBe('$1,250');
  });

  it('shows cents when a rate has them', () => {
    expect(formatAud(99.5)).toBe('$99.50');
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

describe('phone numbers', () => {
  it('groups mobiles and landlines the Australian way', () => {
    expect(formatPhone('0491570006')).toBe('0491 570 006');
    expect(formatPhone('0299998888')).toBe('02 9999 8888');
    expect(formatPhone('+61 491 570 006')).toBe('+61 491 570 006');
  });

  it('dials digits only, keeping an international +', () => {
    expect(toDialString('0491 570 006')).toBe('0491570006');
    expect(toDialString('+61 (491) 570-006')).toBe('+61491570006');
  });
});

describe('formatPlace', () => {
  it('joins the parts, each once, without empty ones', () => {
    expect(formatPlace(['Surry Hills', 'Sydney', 'New South Wales'])).toBe(
      'Surry Hills, Sydney, New South Wales',
    );
    expect(formatPlace(['Hobart', 'Hobart', '', 'Tasmania'])).toBe('Hobart, Tasmania');
  });
});
