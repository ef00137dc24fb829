import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../test/test-password-cost.js';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.js';

/** The cost argon2 wrote into a hash: `$argon2id$v=19$m=65536,p=4,t=3$salt$digest`. */
function costOf(hash: string) {
  const [, type, version, params] = hash.split('$');
  if (type !== 'argon2id' || version !== 'v=19' || !params)
    throw new Error(`not argon2id: ${hash}`);
  const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
  return {
    memoryCost: Number(values.m),
    timeCost: Number(values.t),
    parallelism: Number(values.p),
  };
}

describe('passwords', () => {
  // The only hash of the suite made at full cost: every other test uses TEST_PASSWORD_COST.
  it('hashes at the production cost unless told otherwise: argon2id, 64 MiB, 3 passes, 4 lanes', async () => {
    const hash = await hashPassword('violet-harbour-71');

    expect(costOf(hash)).toEqual({ memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    expect(await verifyPassword(hash, 'violet-harbour-71')).toBe(true);
    expect(await verifyPassword(hash, 'violet-harbour-72')).toBe(false);
  });

  it('hashes at a given cost and verifies such a hash by the cost written inside it', async () => {
    const hash = await hashPassword('violet-harbour-71', TEST_PASSWORD_COST);

    expect(costOf(hash)).toEqual(TEST_PASSWORD_COST);
    expect(await verifyPassword(hash, 'violet-harbour-71')).toBe(true);
    expect(await verifyPassword(hash, 'violet-harbour-72')).toBe(false);
  });

  it('answers false, after real argon2 work, when there is no hash or a broken one', async () => {
    expect(await verifyPassword(null, 'anything-at-all', TEST_PASSWORD_COST)).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything-at-all')).toBe(false);
  });

  it.each(['password', '123456', 'QWERTY', 'letmein', 'abcdef'])('finds %s common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['violet-harbour-71', 'Tr0ub4dor&3x'])('finds %s uncommon', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
