/**
 * "Available today" (docs/product/listings-and-moderation.md#available-today): the advertiser
 * says she takes bookings until a time picked from fixed half hours, in the Australian time of
 * her listing's state, and the switch turns itself off then. Pure: the server checks a choice
 * with the same functions the dashboard draws its choices with, so both agree on every day,
 * daylight saving changes included (Intl does the zone arithmetic, never a fixed offset).
 */
import { findState } from './locations.js';
import { memberPath } from './paths.js';
import { MODEL_LISTINGS_PATH } from './listing.js';
import { DIRECTORY_TIME_ZONE } from './search.js';

/** PUT `{ until: "HH:MM" }` switches it on until that time; DELETE switches it off. */
export const buildListingAvailableTodayPath = memberPath(MODEL_LISTINGS_PATH, 'available-today');

/** The choices are every half hour of the day ("00:00" … "23:30"). */
export const AVAILABLE_TODAY_STEP_MINUTES = 30;
/** "Today" reaches at most this far ahead: from 6 am until midnight, from 8 am until 2 am. */
export const AVAILABLE_TODAY_MAX_HOURS = 18;

export const AVAILABLE_TODAY_MESSAGES = {
  badTime: 'Pick a time from the list.',
  tooFar: `Pick a time within the next ${AVAILABLE_TODAY_MAX_HOURS} hours: Available today lasts for today and tonight.`,
  skipped: 'The clocks go forward tonight, so that time does not happen. Pick another time.',
  notLive:
    'Available today shows on a live listing only. It can be switched on once your listing is live and not paused.',
  switchedOff: 'You no longer show as available today.',
} as const;

/** The IANA zone of each state's capital: Queensland, WA and the NT keep no daylight saving. */
export const STATE_TIME_ZONES = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
} as const satisfies Record<string, string>;

/** The zone of a state by name, slug or code; the directory's own zone when it is unknown. */
export function timeZoneOfState(state: string): string {
  const code = findState(state)?.code as keyof typeof STATE_TIME_ZONES | undefined;
  return code ? STATE_TIME_ZONES[code] : DIRECTORY_TIME_ZONE;
}

export interface AvailableTodayChoice {
  /** "HH:MM" as the request sends it. */
  readonly value: string;
  /** "11:30 pm", "midnight". */
  readonly label: string;
  /** The instant the switch turns off when this choice is picked now. */
  readonly until: Date;
}

const STEP_MS = AVAILABLE_TODAY_STEP_MINUTES * 60_000;
const HOUR_MS = 3_600_000;
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "HH:MM" (24-hour) of an instant in a zone. */
function wallClock(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** "23:30" → "11:30 pm", "21:00" → "9 pm", "00:00" → "midnight", "12:00" → "noon". */
export function formatClockTime(value: string): string {
  const [hour = 0, minute = 0] = value.split(':').map(Number);
  if (minute === 0 && hour === 0) return 'midnight';
  if (minute === 0 && hour === 12) return 'noon';
  const hour12 = hour % 12 || 12;
  const minutes = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`;
  return `${hour12}${minutes} ${hour < 12 ? 'am' : 'pm'}`;
}

/** When the switch ends, in the listing's zone: "11 pm" (the profile's "Available today until 11 pm"). */
export function formatAvailableUntil(until: string | Date, state: string): string {
  return formatClockTime(wallClock(new Date(until), timeZoneOfState(state)));
}

/**
 * Every half hour from the next one after `now` for `hours` hours, as the zone's clock shows
 * it, soonest first. Stepping in real time makes a time the clocks skip absent and a time they
 * repeat appear twice; only its first occurrence is kept, as that is the one that comes next.
 */
export function availableTodayChoices(
  state: string,
  now: Date,
  hours: number = AVAILABLE_TODAY_MAX_HOURS,
): AvailableTodayChoice[] {
  const timeZone = timeZoneOfState(state);
  // Every Australian offset is a whole number of half hours, so the real half hours are the
  // zone's half hours too.
  const first = Math.floor(now.getTime() / STEP_MS) * STEP_MS + STEP_MS;
  const last = now.getTime() + hours * HOUR_MS;
  const choices = new Map<string, AvailableTodayChoice>();
  for (let at = first; at <= last; at += STEP_MS) {
    const until = new Date(at);
    const value = wallClock(until, timeZone);
    if (!choices.has(value)) choices.set(value, { value, label: formatClockTime(value), until });
  }
  return [...choices.values()];
}

/**
 * The instant the switch turns off when `until` ("HH:MM", a half hour) is picked at `now`: the
 * next time the listing's state's clocks show it, within AVAILABLE_TODAY_MAX_HOURS. Otherwise
 * the message saying why not: too far ahead (a time that has just passed, say), or a time the
 * clocks skip tonight.
 */
export function resolveAvailableUntil(
  until: string,
  state: string,
  now: Date,
): { until: Date } | { message: string } {
  const choice = availableTodayChoices(state, now).find((item) => item.value === until);
  if (choice) return { until: choice.until };
  // A day and an hour ahead, each half hour shows once at least, unless the clocks skip it.
  const isOnClock = availableTodayChoices(state, now, 25).some((item) => item.value === until);
  return {
    message: isOnClock ? AVAILABLE_TODAY_MESSAGES.tooFar : AVAILABLE_TODAY_MESSAGES.skipped,
  };
}

/** The switch's end while it is on at `now`, else null (never set, or already passed). */
export function currentAvailableUntil(until: Date | string | null, now: Date): string | null {
  if (until === null) return null;
  const end = new Date(until);
  return end.getTime() > now.getTime() ? end.toISOString() : null;
}

/**
 * The first moment after `now` at which one of these switches turns off, so an answer drawn
 * with currentAvailableUntil reads differently from then on (Infinity: none will).
 */
export function firstAvailabilityEnd(untils: Iterable<Date | string | null>, now: Date): number {
  let first = Infinity;
  for (const until of untils) {
    if (until === null) continue;
    const end = new Date(until).getTime();
    if (end > now.getTime() && end < first) first = end;
  }
  return first;
}
