import type { ModelTour } from '@app/contract';

/** Rates are whole dollars as a rule; cents show only when a rate has them. */
export function formatAud(amount: number): string {
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
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

export function parseCalendarDay(isoDay: string): Date | null {
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
  tour: Pick<ModelTour, 'starts_on' | 'ends_on'>,
  today: string,
): boolean {
  return tour.starts_on <= today && today <= tour.ends_on;
}

/**
 * A phone number as Australians write it: '0491 570 006' for mobiles, '02 9999 9999' for
 * landlines; anything else as it was given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^04\d{8}$/.test(digits))
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0[2378]\d{8}$/.test(digits))
    return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return phone.trim();
}

/** The number for tel: and sms: links: digits only, with the leading + of an international one. */
export function toDialString(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** 'Surry Hills, Sydney, New South Wales': each part once, empty parts left out. */
export function formatPlace(parts: ReadonlyArray<string | null | undefined>): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    kept.push(text);
  }
  return kept.join(', ');
}
