import { australianDate } from '../modules/search/index.js';

/** Durations in milliseconds, for clocks and timestamps the tests set. */
export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** The directory's (Australian) date `offsetDays` from today, as tours store their dates. */
export const isoDay = (offsetDays: number) =>
  australianDate(new Date(Date.now() + offsetDays * DAY));
