/** '5 March 2025': the Australian long date, in Australian (Sydney) time (posts, dashboards). */
const AUSTRALIAN_DATE_FORMAT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

/** A moment's Australian date, for people; '' when the API's value is not a date. */
export function formatAustralianDate(moment: string): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? '' : AUSTRALIAN_DATE_FORMAT.format(date);
}

const MONTH_FORMAT = new Intl.DateTimeFormat('en-AU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

/** 'November 2026': the month a badge names; '' when the value is not a date. */
export function formatAustralianMonth(moment: string): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? '' : MONTH_FORMAT.format(date);
}
