import { DIRECTORY_TIME_ZONE } from '@app/contract';

const PARTS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DIRECTORY_TIME_ZONE,
};
const DATE_TIME = new Intl.DateTimeFormat('en-AU', PARTS);
const DATE_TIME_SECONDS = new Intl.DateTimeFormat('en-AU', { ...PARTS, second: '2-digit' });

/**
 * An API date-time as the console shows it, in the directory's time zone: "23 Nov 2026,
 * 9:47 pm"; `none` for a missing (or unreadable) one.
 */
export function formatAdminDateTime(iso: string | null, none = '—'): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE_TIME.format(date) : none;
}

/** The same with seconds, where the order of entries within a minute matters (the audit log). */
export function formatAdminDateTimeWithSeconds(iso: string): string {
  return DATE_TIME_SECONDS.format(new Date(iso));
}
