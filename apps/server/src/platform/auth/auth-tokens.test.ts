import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenIssuer } from './auth-tokens.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const key = new TextEncoder().encode(SECRET);

/** A token as ours are, signed with the right key, minus whatever the test leaves out. */
function signed({ withExp }: { withExp: boolean }): Promise<string> {
  const jwt = new SignJWT({ role: 'customer', ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuer('escort-directory')
    .setIssuedAt();
  return (withExp ? jwt.setExpirationTime('1h') : jwt).sign(key);
}

describe('auth tokens', () => {
  it('accepts a token of ours with an expiry', async () => {
    const tokens = createTokenIssuer(SECRET);
    expect(await tokens.read(await signed({ withExp: true }))).toEqual({
      userId: 1,
      role: 'customer',
      tokenVersion: 0,
    });
    expect(
      await tokens.read(await tokens.issue({ userId: 1, role: 'customer', tokenVersion: 0 })),
    ).toBeDefined();
  });

  it('refuses a token signed with the right key that has no exp (it would never expire)', async () => {
    const tokens = createTokenIssuer(SECRET);
    expect(await tokens.read(await signed({ withExp: false }))).toBeUndefined();
  });
});
