/**
 * Formatters are made on first use, not when the module loads: the first Intl formatter of a
 * page loads ICU's locale data, 20–40 ms that would block the load of every page importing
 * this (docs/PERFORMANCE.md, "Pages drawn on the server").
 */
let dateFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;

/** '5 March 2025': the Australian long date, in Australian (Sydney) time (posts, dashboards). */
export function formatAustralianDate(moment: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  });
  return dateFormat.format(date);
}

/** 'November 2026': the month a badge names; '' when the value is not a date. */
export function formatAustralianMonth(moment: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  monthFormat ??= new Intl.DateTimeFormat('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  });
  return monthFormat.format(date);
}
