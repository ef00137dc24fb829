import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  LOGIN_DOOR_HINTS,
  loginDoorOf,
  type LoginDoor,
  type LoginData,
  type LoginResponse,
  type SessionAccount,
  type SignupData,
  type UserRole,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import { AppError } from '../../platform/http/errors.js';
import {
  hashPassword,
  isCommonPassword,
  verifyPassword,
  type PasswordCost,
} from '../../platform/auth/passwords.js';
import { ROLE_RULES } from './account-roles.js';
import { findAccountByEmail, isUniqueViolation, type Account } from './accounts.js';
import { issueVerificationCode, type VerificationOptions } from './email-verification.service.js';
import { findDecoyByPassword, restartDecoyCode, signUpWithTakenAddress } from './signup-decoys.js';

/** A sign-up of any role: the customer's fields, plus what the advertiser form adds. */
export interface NewAccountInput extends Omit<SignupData, 'phone'> {
  phone?: string | null;
  /** The advertiser's "I am 18 or over" box (the schema only lets `true` through). */
  isAdult?: true;
}

export interface SignupResult {
  id: number;
  /** false when an unverified account signed up again with its own password. */
  isNew: boolean;
}

/** The refusal of a common password, a field error on `password` like the schema's own. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new AppError('unprocessable', AUTH_MESSAGES.passwordTooCommon, {
      [field]: AUTH_MESSAGES.passwordTooCommon,
    });
  }
}

export function emailTaken(): AppError {
  return new AppError('unprocessable', AUTH_MESSAGES.emailTaken, {
    email: AUTH_MESSAGES.emailTaken,
  });
}

/** What a sign-up needs: the code's mail, and the argon2 cost of new hashes (production's unless set). */
export type SignupOptions = VerificationOptions & { passwordCost?: PasswordCost };

/**
 * Creates an unverified account of `role` (argon2id password, the role's own rows) and mails
 * a code. One e-mail is one account whatever its role. An e-mail in use answers exactly as a
 * new sign-up does and mails its owner a notice instead (signup-decoys.ts), with
 * one exception: an unverified account of the same role sending its own password again
 * (someone who closed the code page) gets a fresh code and its own id (200).
 */
export async function signUp(
  db: Database,
  role: UserRole,
  input: NewAccountInput,
  options: SignupOptions,
): Promise<SignupResult> {
  refuseCommonPassword(input.password);
  const phone = input.phone ? input.phone : null;
  const existing = await findAccountByEmail(db, input.email);
  if (existing) return signUpAgain(db, role, existing, { ...input, phone }, options);

  // The taken-address path checks a password before hashing one; so does this one.
  await verifyPassword(undefined, input.password, options.passwordCost);
  const passwordHash = await hashPassword(input.password, options.passwordCost);
  let account: Pick<Account, 'id' | 'name' | 'email'>;
  try {
    account = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          role,
          name: input.name,
          email: input.email,
          phone,
          passwordHash,
          adultConfirmedAt: input.isAdult ? new Date() : null,
        })
        .returning({ id: users.id, name: users.name, email: users.email });
      await ROLE_RULES[role].createRows(tx, created!.id);
      return created!;
    });
  } catch (error) {
    // Another request created the same e-mail a moment ago.
    if (isUniqueViolation(error)) {
      return signUpWithTakenAddress(db, options, { ...input, role });
    }
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
  role: UserRole,
  existing: Account,
  input: NewAccountInput & { phone: string | null },
  options: SignupOptions,
): Promise<SignupResult> {
  const isOwnUnverifiedAccount =
    existing.role === role &&
    !existing.emailVerifiedAt &&
    existing.status === 'active' &&
    (await verifyPassword(existing.passwordHash, input.password, options.passwordCost));
  if (!isOwnUnverifiedAccount) {
    return signUpWithTakenAddress(db, options, { ...input, role });
  }
  await db
    .update(users)
    .set({
      name: input.name,
      phone: input.phone,
      updatedAt: new Date(),
      ...(input.isAdult ? { adultConfirmedAt: new Date() } : {}),
    })
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
 * Password sign-in on the form of `roles` (an account signs in only on its role's form). A
 * wrong e-mail, a wrong password or one with no password (Google only, or a demo advertiser)
 * all answer the same 401, after the same argon2 work; the right password of an account of
 * the other form answers that 401 with the door it uses. Only with
 * the right password does the answer say more: suspended (403), or not verified (403 with the
 * account id, and a fresh code mailed unless one went out within the cool-down).
 */
export async function logIn(
  db: Database,
  roles: readonly UserRole[],
  input: LoginData,
  {
    tokens,
    verification,
    passwordCost,
  }: { tokens: TokenIssuer; verification: VerificationOptions; passwordCost?: PasswordCost },
): Promise<LoginResponse> {
  const found = await findAccountByEmail(db, input.email);
  const isPasswordRight = await verifyPassword(found?.passwordHash, input.password, passwordCost);
  const account = found && roles.includes(found.role) ? found : undefined;
  if (!account || !isPasswordRight) {
    // A decoy's sign-up password signs in as a new unverified account's would (403 with its
    // id). Every failed sign-in makes this check, so its time tells nothing either.
    const decoy = await findDecoyByPassword(db, input.email, roles, input.password, passwordCost);
    if (decoy) {
      await restartDecoyCode(db, decoy, { respectCooldown: true }, verification.clock?.());
      throw new AppError('forbidden', AUTH_MESSAGES.accountNotVerified, undefined, {
        details: { data: { id: decoy.id } },
      });
    }
    throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials, undefined, {
      details: found && isPasswordRight ? wrongDoorDetails(found.role) : undefined,
    });
  }
  if (account.status !== 'active') {
    throw new AppError('forbidden', AUTH_MESSAGES.accountSuspended);
  }
  if (!account.emailVerifiedAt) {
    await issueVerificationCode(db, account, verification, { respectCooldown: true });
    throw new AppError('forbidden', AUTH_MESSAGES.accountNotVerified, undefined, {
      details: { data: { id: account.id } },
    });
  }
  const session = await startSession(db, account, tokens);
  return {
    status: true,
    name: session.data.name,
    email: session.data.email,
    role: session.data.role,
    user: { id: account.id },
    token: session.token,
  };
}

/**
 * The right password at the other form: the same 401 and message, plus the door this account
 * uses. Only someone who knows the password learns the account's kind.
 */
function wrongDoorDetails(role: UserRole): { door: LoginDoor; hint: string } {
  const door = loginDoorOf(role);
  return { door, hint: LOGIN_DOOR_HINTS[door] };
}

/** Signs an account in: marks it seen and issues a token of its current version. */
export async function startSession(
  db: Database,
  account: Pick<Account, 'id' | 'name' | 'email' | 'role' | 'tokenVersion'>,
  tokens: TokenIssuer,
): Promise<{ data: SessionAccount; token: string }> {
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, account.id));
  const token = await tokens.issue({
    userId: account.id,
    role: account.role,
    tokenVersion: account.tokenVersion,
  });
  return {
    data: { name: account.name, email: account.email, role: account.role, id: account.id },
    token,
  };
}
