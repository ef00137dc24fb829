import { describe, expect, it } from 'vitest';
import { rateLabel, toAvailabilityText, toPublicRates } from './listing-public-text.js';

describe('the public rates and availability derived from the structured ones', () => {
  it('labels rates by kind and duration, incall first and shorter first', () => {
    expect(rateLabel({ kind: 'outcall', minutes: 90 })).toBe('Outcall · 90 minutes');
    expect(rateLabel({ kind: 'incall', minutes: 30 })).toBe('Incall · 30 minutes');
    expect(
      toPublicRates([
        { kind: 'outcall', minutes: 60, amount: 400 },
        { kind: 'incall', minutes: 120, amount: 650 },
        { kind: 'incall', minutes: 60, amount: 350 },
      ]),
    ).toEqual([
      { label: 'Incall · 1 hour', amount: 350 },
      { label: 'Incall · 2 hours', amount: 650 },
      { label: 'Outcall · 1 hour', amount: 400 },
    ]);
  });

  it('writes the week Monday first, with midnight for 00:00, and nothing for no days', () => {
    expect(
      toAvailabilityText([
        { day: 'sun', from: '12:00', to: '18:00' },
        { day: 'mon', from: '20:00', to: '00:00' },
      ]),
    ).toBe('Monday 20:00–midnight; Sunday 12:00–18:00');
    expect(toAvailabilityText([])).toBe('');
  });
});
