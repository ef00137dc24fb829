import { expect, it } from 'vitest';
import { plural } from './plural';

it('agrees the noun with the count, and writes thousands the Australian way', () => {
  expect(plural(1, 'subscriber', 'subscribers')).toBe('1 subscriber');
  expect(plural(0, 'subscriber', 'subscribers')).toBe('0 subscribers');
  expect(plural(1204, 'sign-up', 'sign-ups')).toBe('1,204 sign-ups');
});

it('groups whole counts exactly as en-AU toLocaleString does', () => {
  for (const count of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -4321]) {
    expect(plural(count, 'x', 'x')).toBe(`${count.toLocaleString('en-AU')} x`);
  }
});
