import { describe, expect, it } from 'vitest';
import { createSecretDigester, generateLinkToken, generateOtp } from './one-time-codes.js';

describe('one-time secrets', () => {
  it('makes 4-digit codes, leading zeros included, spread over all 10,000', () => {
    const codes = Array.from({ length: 5000 }, generateOtp);

    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(3500);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('makes 256-bit base64url link tokens', () => {
    expect(generateLinkToken()).toMatch(/^[\w-]{43}$/);
    expect(generateLinkToken()).not.toBe(generateLinkToken());
  });

  it('keys digests by secret and purpose, and matches only the same value', () => {
    const digester = createSecretDigester('a-server-secret-of-some-length-123');
    const stored = digester.digest('otp', '1234');

    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(digester.matches('otp', '1234', stored)).toBe(true);
    expect(digester.matches('otp', '1235', stored)).toBe(false);
    expect(digester.matches('verify-link', '1234', stored)).toBe(false);
    expect(
      createSecretDigester('another-secret-of-some-length-456').digest('otp', '1234'),
    ).not.toBe(stored);
    expect(digester.matches('otp', '1234', 'short')).toBe(false);
  });
});
