import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@app/contract';
import type { Config } from '../config/config.js';
import { readOrCreateSecret } from '../config/persisted-secret.js';

/**
 * What a one-time secret is for; part of the HMAC input, so a digest made for one use can
 * never be replayed as another.
 */
export type SecretPurpose =
  'otp' | 'verify-link' | 'password-reset' | 'email-change' | 'newsletter-confirm';

/**
 * Keyed digests of one-time secrets (codes, link tokens, reset tokens): the database keeps
 * only HMAC-SHA256(key, purpose + value). A 4-digit code has 10,000 values, so an unkeyed
 * hash (or a salted one) of it is reversed in moments by anyone who reads the table; with a
 * key that lives outside the database it is not. HMAC is also cheap, so a flood of guesses
 * costs the server nothing (argon2 would make every guess cost 64 MiB and tens of ms).
 */
export interface SecretDigester {
  digest(purpose: SecretPurpose, value: string): string;
  /** Constant-time comparison of a candidate with a stored digest. */
  matches(purpose: SecretPurpose, value: string, storedDigest: string): boolean;
}

export function createSecretDigester(serverSecret: string): SecretDigester {
  // A key of its own, derived from the server secret, so the JWT key is never used for HMAC.
  const key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'one-time-secrets', 32));
  const digest = (purpose: SecretPurpose, value: string) =>
    createHmac('sha256', key).update(`${purpose}\0${value}`).digest('hex');
  return {
    digest,
    matches(purpose, value, storedDigest) {
      const candidate = Buffer.from(digest(purpose, value), 'utf8');
      const stored = Buffer.from(storedDigest, 'utf8');
      return candidate.length === stored.length && timingSafeEqual(candidate, stored);
    },
  };
}

/** DATA_DIR file holding the development secret when JWT_SECRET is unset. */
const CODE_SECRET_FILE = 'one-time-secret';

/**
 * JWT_SECRET when set (production requires it, so every server behind a load balancer shares
 * the key); otherwise a secret generated once into DATA_DIR, as the development JWT secret is.
 */
export async function resolveCodeSecret(config: Config): Promise<string> {
  return config.jwtSecret ?? readOrCreateSecret(config.dataDir, CODE_SECRET_FILE);
}

/** A uniformly random code of OTP_LENGTH digits (leading zeros kept), from the CSPRNG. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** 32 random bytes, base64url: a link token nobody can guess (256 bits). */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}
