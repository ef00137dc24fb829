/**
 * A tour's dates against today (docs/product/listings-and-moderation.md#tours). Dates are ISO
 * calendar dates (YYYY-MM-DD) in the directory's time zone, so plain string comparison orders
 * them; "today" is the Australian day, whatever the zone of the server or the browser.
 */
import { DIRECTORY_TIME_ZONE } from './search.js';

const DAY_MS = 86_400_000;

let australianDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar date in Australia (YYYY-MM-DD) at a moment: the day tours count in. */
export function australianDate(moment: Date): string {
  // One formatter, made on first use: making it costs far more than formatting with it, and
  // every search on the server asks for today.
  australianDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: DIRECTORY_TIME_ZONE });
  return australianDayFormat.format(moment);
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
let tourDateFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, not when the module loads: the first Intl formatter of a page loads ICU's
 * locale data, 20–40 ms that would otherwise block every page importing the contract
 * (docs/PERFORMANCE.md, "Pages drawn on the server").
 */
function tourDateFormatter(): Intl.DateTimeFormat {
  tourDateFormat ??= new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return tourDateFormat;
}

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
      ? tourDateFormatter().format(start)
      : tourDateFormatter().formatRange(start, end);
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
 * en-AU's abbreviated months, as Intl writes them ('4 July', '1 Sept'); a test holds them to
 * Intl's. Written out so that a card's tour label needs no Intl formatter: drawing one while
 * the page hydrates would load ICU's locale data in the middle of it.
 */
const AUSTRALIAN_SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * '28 Nov': a tour's day as cards and the profile's top line name it. A calendar day, read in
 * UTC so that no zone moves it.
 */
export function formatTourDay(isoDate: string): string {
  const day = parseCalendarDay(isoDate);
  return day ? `${day.getUTCDate()} ${AUSTRALIAN_SHORT_MONTHS[day.getUTCMonth()]}` : isoDate;
}
