/**
 * A tour's dates checked against the listing rules (docs/product/listings-and-moderation.md#tours).
 * Apart from tour-dates.ts, whose formatting every result card uses: those rules and messages
 * belong to the listing editor, not to the home page's code (its 150 KB budget, decision 045).
 */
import { LISTING_MESSAGES, TOUR_MAX_MONTHS_AHEAD } from './listing.js';

/**
 * The last day a tour may start: TOUR_MAX_MONTHS_AHEAD calendar months after today, on the
 * same day of the month or the month's last day when it has no such day (31 August → 28 or
 * 29 February).
 */
export function latestTourStart(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + TOUR_MAX_MONTHS_AHEAD;
  const lastDayOfTarget = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(day, lastDayOfTarget)))
    .toISOString()
    .slice(0, 10);
}

/** What is wrong with a tour's dates against today, on which field; null when nothing is. */
export function checkTourDates(
  tour: { starts_on: string; ends_on: string },
  today: string,
): { field: 'starts_on' | 'ends_on'; message: string } | null {
  if (tour.ends_on < today) return { field: 'ends_on', message: LISTING_MESSAGES.tourInPast };
  if (tour.starts_on > latestTourStart(today)) {
    return { field: 'starts_on', message: LISTING_MESSAGES.tourTooFarAhead };
  }
  return null;
}
