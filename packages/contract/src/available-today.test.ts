import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_TODAY_MESSAGES,
  availableTodayChoices,
  currentAvailableUntil,
  firstAvailabilityEnd,
  formatAvailableUntil,
  resolveAvailableUntil,
  timeZoneOfState,
} from './available-today.js';
import { AvailableTodayInputSchema } from './available-today.schema.js';

const at = (iso: string) => new Date(iso);
const untilOf = (until: string, state: string, now: string) => {
  const result = resolveAvailableUntil(until, state, at(now));
  return 'until' in result ? result.until.toISOString() : result.message;
};

describe('timeZoneOfState', () => {
  it('maps each state by name, slug or code to its capital’s zone, the directory’s when unknown', () => {
    expect(timeZoneOfState('Queensland')).toBe('Australia/Brisbane');
    expect(timeZoneOfState('wa')).toBe('Australia/Perth');
    expect(timeZoneOfState('australian-capital-territory')).toBe('Australia/Sydney');
    expect(timeZoneOfState('Atlantis')).toBe('Australia/Sydney');
  });
});

describe('resolveAvailableUntil', () => {
  it('is the next time the state’s clocks show the choice: Sydney +10 in winter, Perth +8', () => {
    // 10 am in Sydney, 8 am in Perth.
    expect(untilOf('23:00', 'New South Wales', '2026-07-15T00:00:00Z')).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(untilOf('23:00', 'Western Australia', '2026-07-15T00:00:00Z')).toBe(
      '2026-07-15T15:00:00.000Z',
    );
  });

  it('follows daylight saving where the state keeps it: Sydney +11 and Adelaide +10:30 in summer, Brisbane +10 all year', () => {
    const now = '2026-01-15T00:00:00Z';
    expect(untilOf('23:00', 'New South Wales', now)).toBe('2026-01-15T12:00:00.000Z');
    expect(untilOf('23:00', 'Queensland', now)).toBe('2026-01-15T13:00:00.000Z');
    expect(untilOf('23:00', 'South Australia', now)).toBe('2026-01-15T12:30:00.000Z');
  });

  it('crosses midnight for a time earlier than now, and refuses one more than 18 hours ahead', () => {
    // 2:10 pm in Sydney (winter).
    const now = '2026-07-15T04:10:00Z';
    expect(untilOf('02:00', 'New South Wales', now)).toBe('2026-07-15T16:00:00.000Z');
    expect(untilOf('08:00', 'New South Wales', now)).toBe('2026-07-15T22:00:00.000Z');
    expect(untilOf('08:30', 'New South Wales', now)).toBe(AVAILABLE_TODAY_MESSAGES.tooFar);
    expect(untilOf('14:00', 'New South Wales', now)).toBe(AVAILABLE_TODAY_MESSAGES.tooFar);
  });

  it('refuses a time the clocks skip on the night daylight saving starts, in NSW but not in Queensland', () => {
    // Noon on Saturday 3 October 2026; at 2 am the clocks in Sydney go to 3 am.
    const now = '2026-10-03T02:00:00Z';
    expect(untilOf('02:30', 'New South Wales', now)).toBe(AVAILABLE_TODAY_MESSAGES.skipped);
    expect(untilOf('01:30', 'New South Wales', now)).toBe('2026-10-03T15:30:00.000Z');
    expect(untilOf('03:00', 'New South Wales', now)).toBe('2026-10-03T16:00:00.000Z');
    expect(untilOf('02:30', 'Queensland', now)).toBe('2026-10-03T16:30:00.000Z');
  });

  it('takes the first of a time the clocks repeat on the night daylight saving ends', () => {
    // 8 pm on Saturday 4 April 2026 in Sydney; at 3 am the clocks go back to 2 am.
    const now = '2026-04-04T09:00:00Z';
    expect(untilOf('02:30', 'New South Wales', now)).toBe('2026-04-04T15:30:00.000Z');
    expect(untilOf('04:00', 'New South Wales', now)).toBe('2026-04-04T18:00:00.000Z');
  });
});

describe('availableTodayChoices', () => {
  it('lists each half hour of the next 18 hours once, soonest first, starting after now', () => {
    const choices = availableTodayChoices('Victoria', at('2026-07-15T04:10:00Z'));
    expect(choices[0]).toMatchObject({ value: '14:30', label: '2:30 pm' });
    expect(choices.at(-1)).toMatchObject({ value: '08:00', label: '8 am' });
    expect(choices).toHaveLength(36);
    expect(choices.map((choice) => choice.value)).toContain('00:00');
  });

  it('lists a repeated half hour once and a skipped one never, each choice resolving to its own instant', () => {
    const nights = [
      { now: '2026-04-04T09:00:00Z', count: 34 },
      { now: '2026-10-03T02:00:00Z', count: 36 },
    ];
    for (const { now, count } of nights) {
      const choices = availableTodayChoices('New South Wales', at(now));
      expect(choices).toHaveLength(count);
      expect(new Set(choices.map((choice) => choice.value)).size).toBe(count);
      for (const choice of choices) {
        expect(untilOf(choice.value, 'New South Wales', now)).toBe(choice.until.toISOString());
      }
    }
    const springNight = availableTodayChoices('New South Wales', at(nights[1]!.now));
    expect(springNight.map((choice) => choice.value)).not.toContain('02:30');
  });
});

describe('formatAvailableUntil', () => {
  it('names the end in the listing’s zone: 11 pm in Sydney is 9 pm in Perth, midnight in Adelaide at 14:30 UTC', () => {
    expect(formatAvailableUntil('2026-07-15T13:00:00Z', 'New South Wales')).toBe('11 pm');
    expect(formatAvailableUntil('2026-07-15T13:00:00Z', 'Western Australia')).toBe('9 pm');
    expect(formatAvailableUntil('2026-07-15T14:30:00Z', 'South Australia')).toBe('midnight');
    expect(formatAvailableUntil('2026-07-15T13:30:00Z', 'Queensland')).toBe('11:30 pm');
  });
});

describe('currentAvailableUntil', () => {
  it('is the end while it is ahead of now and null from that moment', () => {
    const until = at('2026-07-15T13:00:00Z');
    expect(currentAvailableUntil(until, at('2026-07-15T12:59:59Z'))).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(currentAvailableUntil(until, at('2026-07-15T13:00:00Z'))).toBeNull();
    expect(currentAvailableUntil(null, at('2026-07-15T12:00:00Z'))).toBeNull();
  });
});

describe('firstAvailabilityEnd', () => {
  it('is the soonest end still ahead of now, and Infinity when none is', () => {
    const now = at('2026-07-15T12:00:00Z');
    const ends = ['2026-07-15T14:00:00Z', null, at('2026-07-15T13:00:00Z'), '2026-07-15T11:00:00Z'];
    expect(firstAvailabilityEnd(ends, now)).toBe(at('2026-07-15T13:00:00Z').getTime());
    expect(firstAvailabilityEnd([null, '2026-07-15T12:00:00Z'], now)).toBe(Infinity);
  });
});

describe('AvailableTodayInputSchema', () => {
  it('takes a half hour of the day and refuses anything else with one message', () => {
    expect(AvailableTodayInputSchema.safeParse({ until: '23:30' }).success).toBe(true);
    for (const until of ['24:00', '23:15', '9:00', 'tonight', 2300]) {
      const result = AvailableTodayInputSchema.safeParse({ until });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(AVAILABLE_TODAY_MESSAGES.badTime);
    }
  });
});
