import { expect, it } from 'vitest';
import { plural } from './plural';

it('agrees the noun with the count, and writes thousands the Australian way', () => {
  expect(plural(1, 'subscriber', 'subscribers')).toBe('1 subscriber');
  expect(plural(0, 'subscriber', 'subscribers')).toBe('0 subscribers');
  expect(plural(1204, 'sign-up', 'sign-ups')).toBe('1,204 sign-ups');
});
