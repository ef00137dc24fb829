import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  codeEntryLockedMessage,
  otpCooldownMessage,
  otpResendDelaySeconds,
} from './auth.js';
import { ModelSignupInputSchema, SignupInputSchema } from './auth.schema.js';
import { canonicalPhone, normalizeAustralianMobile } from './phone.js';

describe('normalizeAustralianMobile', () => {
  it.each([
    '0400000001',
    '04 0000 0001',
    '0400 000 001',
    '0400-000-001',
    '(04) 0000 0001',
    '04.0000.0001',
    '+61 400 000 001',
    '+61400000001',
    '61400000001',
    '0061 400 000 001',
    ' 0400000001 ',
  ])('writes %j as 0400000001', (typed) => {
    expect(normalizeAustralianMobile(typed)).toBe('0400000001');
  });

  it.each([
    'someone@example.com',
    '0312345678',
    '040000000',
    '04000000011',
    '+61 3 9000 0000',
    'abcd',
  ])('answers undefined for %j, which is no mobile', (typed) => {
    expect(normalizeAustralianMobile(typed)).toBeUndefined();
  });

  it('leaves a number that is no mobile as typed apart from separators', () => {
    expect(canonicalPhone('(03) 9000 0000')).toBe('0390000000');
  });
});

describe('sign-up phones', () => {
  const customer = { name: 'A', email: 'a@example.com', password: 'lantern-meadow-58' };

  it('stores a mobile typed with spaces or +61 in the one canonical form', () => {
    expect(SignupInputSchema.parse({ ...customer, phone: '04 0000 0001' }).phone).toBe(
      '0400000001',
    );
    expect(
      ModelSignupInputSchema.parse({ ...customer, phone: '+61 400 000 001', is_adult: true }).phone,
    ).toBe('0400000001');
  });

  it('still refuses a number that is no mobile, and lets an empty optional phone through', () => {
    expect(SignupInputSchema.safeParse({ ...customer, phone: '03 9000 0000' }).success).toBe(false);
    expect(SignupInputSchema.parse({ ...customer, phone: '' }).phone).toBe('');
  });
});

describe('the resend delay', () => {
  it('doubles from 60 seconds with each code of the day, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(otpResendDelaySeconds)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });

  it('says how long to wait', () => {
    expect(otpCooldownMessage(42)).toBe(AUTH_MESSAGES.otpCooldown);
    expect(otpCooldownMessage(240)).toBe('Please wait 4 minutes before asking for another code.');
    expect(codeEntryLockedMessage(5 * 3600)).toBe(
      `${AUTH_MESSAGES.codeEntryLocked} Please try again in 5 hours.`,
    );
  });
});
