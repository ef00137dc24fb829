import { WEEK_DAYS, WEEK_DAY_LABELS, type WeekDay } from './listing.js';

/**
 * The public profile predates structured rates and availability: it shows `{ label, amount }`
 * rates and one availability text. These derive both from what the advertiser entered: the
 * server at write time (so the public side reads them as it always did), and the builder's
 * preview from the draft, so the preview shows the very words the profile will.
 */

/** What the rate derivations read of a structured rate. */
export interface RateEntry {
  readonly kind: 'incall' | 'outcall';
  readonly minutes: number;
  readonly amount: number;
}

/** What the availability text reads of one weekday. */
export interface AvailabilityEntry {
  readonly day: WeekDay;
  readonly from: string;
  readonly to: string;
}

/** 'Incall · 1 hour', 'Outcall · 90 minutes'. */
export function rateLabel(rate: Pick<RateEntry, 'kind' | 'minutes'>): string {
  const kind = rate.kind === 'incall' ? 'Incall' : 'Outcall';
  return `${kind} · ${durationText(rate.minutes)}`;
}

function durationText(minutes: number): string {
  if (minutes < 60 || minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** Incall before outcall, shorter before longer: the order people compare prices in. */
export function toPublicRates(rates: readonly RateEntry[]): { label: string; amount: number }[] {
  return [...rates]
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.minutes - b.minutes)
    .map((rate) => ({ label: rateLabel(rate), amount: rate.amount }));
}

/** 'Monday 10:00–22:00; Tuesday 10:00–midnight'; '' when no day is given. */
export function toAvailabilityText(days: readonly AvailabilityEntry[]): string {
  const byDay = new Map(days.map((day) => [day.day, day]));
  return WEEK_DAYS.flatMap((name) => {
    const day = byDay.get(name);
    if (!day) return [];
    const until = day.to === '00:00' ? 'midnight' : day.to;
    return [`${WEEK_DAY_LABELS[name]} ${day.from}–${until}`];
  }).join('; ');
}
