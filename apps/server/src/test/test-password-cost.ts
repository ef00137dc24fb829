import { hashPassword, type PasswordCost } from '../platform/auth/passwords.js';

/**
 * argon2id at its cheapest (1 MiB, 2 passes, 1 lane): every sign-up, sign-in and reset in the
 * tests takes the same paths as production at a fraction of the work. The production cost is
 * pinned once, on a real hash, in platform/auth/passwords.test.ts.
 */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1024, timeCost: 2, parallelism: 1 };

/** A stored password hash for a row a test writes itself, at the test cost. */
export const hashTestPassword = (password: string) => hashPassword(password, TEST_PASSWORD_COST);
