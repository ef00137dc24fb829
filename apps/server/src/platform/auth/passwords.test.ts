import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const hash = await hashPassword('violet-harbour-71');

    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(await verifyPassword(hash, 'violet-harbour-71')).toBe(true);
    expect(await verifyPassword(hash, 'violet-harbour-72')).toBe(false);
  });

  it('answers false, after real argon2 work, when there is no hash or a broken one', async () => {
    expect(await verifyPassword(null, 'anything-at-all')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything-at-all')).toBe(false);
  });

  it.each(['password', '123456', 'QWERTY', 'letmein', 'abcdef'])('finds %s common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['violet-harbour-71', 'Tr0ub4dor&3x'])('finds %s uncommon', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
