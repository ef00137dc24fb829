import { describe, expect, it } from 'vitest';
import { formatAustralianDate } from './australian-date';

describe('formatAustralianDate', () => {
  it('writes the day before the month, the month in full', () => {
    expect(formatAustralianDate('2025-03-05T02:00:00.000Z')).toBe('5 March 2025');
  });

  it('uses the Australian day, not the UTC one (late UTC evening is the next morning in Sydney)', () => {
    expect(formatAustralianDate('2025-03-04T20:00:00.000Z')).toBe('5 March 2025');
  });

  it('answers nothing for a value that is not a date', () => {
    expect(formatAustralianDate('not a date')).toBe('');
  });
});
