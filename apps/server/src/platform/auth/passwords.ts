import argon2 from 'argon2';
import dumbPasswords from 'dumb-passwords';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), within OWASP's
 * recommendations; the parameters travel inside the hash, so raising them later keeps old
 * hashes verifiable.
 */
const HASH_OPTIONS = { type: argon2.argon2id } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `hash`. Without a hash (no such account, or a Google-only one)
 * a throwaway hash is verified anyway, so the answer takes as long as a real check and the
 * timing does not tell whether an account exists.
 */
export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-password-anyone-has');
    await argon2.verify(await dummyHash, password).catch(() => false);
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
