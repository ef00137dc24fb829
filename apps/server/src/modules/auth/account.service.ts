import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  type LoginInputSchema,
  type LoginResponse,
  type SignupInputSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { customerProfiles, users } from '../../db/schema.js';
import type { TokenIssuer } from '../../platform/auth-tokens.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/passwords.js';
import { findAccountByEmail, isUniqueViolation, type Account } from './accounts.js';
import { AuthResponseError } from './auth-errors.js';
import { issueVerificationCode, type VerificationOptions } from './email-verification.service.js';

export type SignupInput = z.output<typeof SignupInputSchema>;
export type LoginInput = z.output<typeof LoginInputSchema>;

export interface SignupResult {
  id: number;
  /** false when an unverified account signed up again with its own password. */
  isNew: boolean;
}

/** The refusal of a common password, a field error on `password` like the schema's own. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('unprocessable', AUTH_MESSAGES.passwordTooCommon, {
      password: AUTH_MESSAGES.passwordTooCommon,
    });
  }
}

function emailTaken(): AppError {
  return new AppError('unprocessable', AUTH_MESSAGES.emailTaken, {
    email: AUTH_MESSAGES.emailTaken,
  });
}

/**
 * Creates an unverified customer (argon2id password, a customer_profiles row) and mails a
 * code. An e-mail already in use is a field error on `email` (SPEC.md section 8 shows the
 * errors map on the fields), with one exception: an unverified customer sending its own
 * password again (someone who closed the code page) gets a fresh code instead.
 */
export async function signUpCustomer(
  db: Database,
  input: SignupInput,
  options: VerificationOptions,
): Promise<SignupResult> {
  refuseCommonPassword(input.password);
  const phone = input.phone ? input.phone : null;
  const existing = await findAccountByEmail(db, input.email);
  if (existing) return signUpAgain(db, existing, { ...input, phone }, options);

  const passwordHash = await hashPassword(input.password);
  let account: Pick<Account, 'id' | 'name' | 'email'>;
  try {
    account = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ role: 'customer', name: input.name, email: input.email, phone, passwordHash })
        .returning({ id: users.id, name: users.name, email: users.email });
      await tx.insert(customerProfiles).values({ userId: created!.id });
      return created!;
    });
  } catch (error) {
    // Another request created the same e-mail a moment ago.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await issueVerificationCode(db, account, options, { respectCooldown: false });
  return { id: account.id, isNew: true };
}

/**
 * Only the holder of the password may touch an unverified account: overwriting its password
 * from a new sign-up would let someone plant their password on another person's e-mail and
 * take the account over once its owner verifies it.
 */
async function signUpAgain(
  db: Database,
  existing: Account,
  input: Omit<SignupInput, 'phone'> & { phone: string | null },
  options: VerificationOptions,
): Promise<SignupResult> {
  const isOwnUnverifiedAccount =
    existing.role === 'customer' &&
    !existing.emailVerifiedAt &&
    existing.status === 'active' &&
    (await verifyPassword(existing.passwordHash, input.password));
  if (!isOwnUnverifiedAccount) throw emailTaken();
  await db
    .update(users)
    .set({ name: input.name, phone: input.phone, updatedAt: new Date() })
    .where(eq(users.id, existing.id));
  await issueVerificationCode(
    db,
    { id: existing.id, name: input.name, email: existing.email },
    options,
    { respectCooldown: true },
  );
  return { id: existing.id, isNew: false };
}

/**
 * Password sign-in. A wrong e-mail, a wrong password, an account of another role or one with
 * no password (Google only) all answer the same 401, after the same argon2 work. Only with
 * the right password does the answer say more: suspended (403), or not verified (403 with the
 * account id, and a fresh code mailed unless one went out within the cool-down).
 */
export async function logInCustomer(
  db: Database,
  input: LoginInput,
  { tokens, verification }: { tokens: TokenIssuer; verification: VerificationOptions },
): Promise<LoginResponse> {
  const found = await findAccountByEmail(db, input.email);
  const account = found?.role === 'customer' ? found : undefined;
  const isPasswordRight = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !isPasswordRight) {
    throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials);
  }
  if (account.status !== 'active') {
    throw new AppError('forbidden', AUTH_MESSAGES.accountSuspended);
  }
  if (!account.emailVerifiedAt) {
    await issueVerificationCode(db, account, verification, { respectCooldown: true });
    throw new AuthResponseError(403, AUTH_MESSAGES.accountNotVerified, {
      data: { id: account.id },
    });
  }
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, account.id));
  const token = await tokens.issue({
    userId: account.id,
    role: account.role,
    tokenVersion: account.tokenVersion,
  });
  return {
    status: true,
    name: account.name,
    email: account.email,
    role: account.role,
    user: { id: account.id },
    token,
  };
}
