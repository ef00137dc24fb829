/**
 * A tour's dates against today (docs/product/listings-and-moderation.md#tours). Dates are ISO
 * calendar dates (YYYY-MM-DD) in the directory's time zone, so plain string comparison orders
 * them; "today" is the Australian day, whatever the zone of the server or the browser.
 */
import { DIRECTORY_TIME_ZONE } from './search.js';

const DAY_MS = 86_400_000;

/** The calendar date in Australia (YYYY-MM-DD) at a moment: the day tours count in. */
export function australianDate(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DIRECTORY_TIME_ZONE }).format(moment);
}

/** The date `days` after an ISO date (negative: before). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` counting both ends: a tour from the 1st to the 30th lasts 30 days. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS) + 1;
}

/**
 * Tour dates are calendar days (YYYY-MM-DD), not instants: they are read and written in UTC
 * so that no visitor's time zone moves a day. Australian order: '12–18 Mar 2025',
 * '30 Mar – 2 Apr 2025'.
 */
const TOUR_DATE_FORMAT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function parseCalendarDay(isoDay: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatTourDates(startsOn: string, endsOn: string): string {
  const start = parseCalendarDay(startsOn);
  const end = parseCalendarDay(endsOn);
  if (!start || !end) return [startsOn, endsOn].filter(Boolean).join(' – ');
  const text =
    end.getTime() <= start.getTime()
      ? TOUR_DATE_FORMAT.format(start)
      : TOUR_DATE_FORMAT.formatRange(start, end);
  // ICU puts thin spaces around the dash; plain ones wrap and copy the same everywhere.
  return text.replace(/\s+/g, ' ');
}

/** Whether `today` (YYYY-MM-DD) falls inside the tour, both ends included. */
export function isTouringOn(
  tour: { readonly starts_on: string; readonly ends_on: string },
  today: string,
): boolean {
  return tour.starts_on <= today && today <= tour.ends_on;
}

/**
 * '28 Nov': a tour's day as cards and the profile's top line name it. A calendar day, read in
 * UTC so that no zone moves it; en-AU's abbreviations ('4 July', '1 Sept'), as the profile's
 * tour dates write them.
 */
const TOUR_DAY_FORMAT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export function formatTourDay(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : TOUR_DAY_FORMAT.format(time);
}
