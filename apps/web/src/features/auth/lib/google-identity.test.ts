import { describe, expect, it } from 'vitest';
import { readGoogleTokenClaims } from './google-identity';

function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

describe('readGoogleTokenClaims', () => {
  it('reads name, e-mail and email_verified from the token’s base64url payload, accents included', () => {
    expect(
      readGoogleTokenClaims(
        fakeToken({ name: 'Zoë', email: 'z@example.com', email_verified: true }),
      ),
    ).toEqual({ name: 'Zoë', email: 'z@example.com', emailVerified: true });
  });

  it('answers nothing for a token it cannot read', () => {
    expect(readGoogleTokenClaims('not-a-jwt')).toEqual({});
    expect(readGoogleTokenClaims('a.%%%.c')).toEqual({});
  });
});
