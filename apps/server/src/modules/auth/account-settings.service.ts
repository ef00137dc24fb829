import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  ADDRESS_WANTED_NOTICE_HOURS,
  AUTH_MESSAGES,
  LISTING_MESSAGES,
  OTP_TTL_MINUTES,
  type ChangeEmailData,
  type ChangePasswordData,
  type ModelMeResponse,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { models, oneTimeCodes, passwordResets, users } from '../../db/schema.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import { AppError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { generateOtp, type SecretDigester } from '../../platform/auth/one-time-codes.js';
import { hashPassword, verifyPassword, type PasswordCost } from '../../platform/auth/passwords.js';
import { emailTaken, refuseCommonPassword } from './account.service.js';
import {
  findAccountByEmail,
  findAccountById,
  isUniqueViolation,
  type Account,
} from './accounts.js';
import {
  buildAddressWantedNotice,
  buildCodeLockNotice,
  buildEmailChangeMail,
  buildEmailChangedNotice,
  buildPasswordChangedNotice,
} from './auth-mail.js';
import { checkTypedCode, expireLiveCodes, useCode } from './code-attempts.js';

const PURPOSE = 'change_email';

/** GET /api/model/me: the account and its listing's id (null before the builder's first step). */
export async function readModelMe(db: Database, userId: number): Promise<ModelMeResponse['data']> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      pendingEmail: users.pendingEmail,
      listingId: models.id,
      hideOnlineStatus: models.hideOnlineStatus,
    })
    .from(users)
    .leftJoin(models, eq(models.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('unauthorized', AUTH_MESSAGES.unauthorized);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    pending_email: row.pendingEmail,
    listing_id: row.listingId,
    hide_online_status: row.hideOnlineStatus ?? false,
  };
}

/** The signed-in account, its current password checked (a field error on current_password). */
async function accountWithPassword(
  db: Database,
  userId: number,
  currentPassword: string,
): Promise<Account> {
  const account = await findAccountById(db, userId);
  if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) {
    throw new AppError('unprocessable', LISTING_MESSAGES.currentPasswordWrong, {
      current_password: LISTING_MESSAGES.currentPasswordWrong,
    });
  }
  return account;
}

/**
 * A new password: the current one checked, the common-password rule, every earlier token and
 * unused reset link ended (a thief's session too), a notice mailed, and a fresh token so this
 * browser stays signed in.
 */
export async function changePassword(
  db: Database,
  {
    tokens,
    mailer,
    passwordCost,
  }: { tokens: TokenIssuer; mailer: Mailer; passwordCost?: PasswordCost },
  userId: number,
  input: ChangePasswordData,
): Promise<string> {
  const account = await accountWithPassword(db, userId, input.current_password);
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password, passwordCost);
  const updated = await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    return row!;
  });
  await mailer.send(buildPasswordChangedNotice({ to: account.email, name: account.name }));
  return tokens.issue({ userId, role: account.role, tokenVersion: updated.tokenVersion });
}

/**
 * Step one of a new e-mail address: the current password checked, then the address waits in
 * users.pending_email while a 4-digit code goes to it (the address must prove it is the
 * advertiser's before mail about the account goes there). A new request replaces the waiting
 * address and ends its code.
 *
 * An address that has an account already is handled the same way, so the answer does not tell
 * whether an address is registered (docs/product/accounts.md#advertiser-account-settings): it waits, a code
 * is stored, but none is mailed: its owner gets a notice instead, so no code can ever work and
 * the address stays its owner's.
 */
export async function requestEmailChange(
  db: Database,
  { mailer, digester }: { mailer: Mailer; digester: SecretDigester },
  userId: number,
  input: ChangeEmailData,
): Promise<void> {
  const account = await accountWithPassword(db, userId, input.current_password);
  if (input.email === account.email) {
    throw new AppError('unprocessable', AUTH_MESSAGES.emailUnchanged, {
      email: AUTH_MESSAGES.emailUnchanged,
    });
  }
  const owner = await findAccountByEmail(db, input.email);
  const code = generateOtp();
  const expiresAt = new Date(Date.now() + OTP_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const now = new Date();
    await expireLiveCodes(tx, userId, PURPOSE, now);
    await tx
      .update(users)
      .set({ pendingEmail: input.email, updatedAt: now })
      .where(eq(users.id, userId));
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose: PURPOSE,
      // The address is part of the digest: the code proves this address and no other.
      codeHash: digester.digest('email-change', `${input.email}\0${code}`),
      expiresAt,
      createdAt: now,
    });
  });
  if (owner) {
    await noticeAddressWanted(db, mailer, owner.id, input.email);
  } else {
    await mailer.send(buildEmailChangeMail({ to: input.email, code, expiresAt }));
  }
}

/** Tells the owner of `email` it was asked for, unless told within the last day. */
async function noticeAddressWanted(
  db: Database,
  mailer: Mailer,
  ownerId: number,
  email: string,
): Promise<void> {
  const since = new Date(Date.now() - ADDRESS_WANTED_NOTICE_HOURS * 3_600_000);
  const marked = await db
    .update(users)
    .set({ addressWantedNoticeAt: new Date() })
    .where(
      and(
        eq(users.id, ownerId),
        or(isNull(users.addressWantedNoticeAt), lt(users.addressWantedNoticeAt, since)),
      ),
    )
    .returning({ id: users.id });
  if (marked.length > 0) await mailer.send(buildAddressWantedNotice({ to: email }));
}

/**
 * Step two: the code from the new mailbox (5 tries, 10 minutes, single use) makes the waiting
 * address the account's e-mail; the old address is told. Someone who took the address in the
 * meantime keeps it (the field error of a taken e-mail).
 */
export async function confirmEmailChange(
  db: Database,
  { mailer, digester }: { mailer: Mailer; digester: SecretDigester },
  userId: number,
  otp: string,
): Promise<string> {
  const [account] = await db
    .select({ name: users.name, email: users.email, pendingEmail: users.pendingEmail })
    .from(users)
    .where(eq(users.id, userId));
  const pendingEmail = account?.pendingEmail;
  if (!account || !pendingEmail) {
    throw new AppError('bad_request', AUTH_MESSAGES.noPendingEmail);
  }
  // Wrong codes here count towards the same daily cap as the sign-up code's (checkTypedCode);
  // the notice goes to the current address, whose owner this account still is.
  const code = await checkTypedCode(db, {
    userId,
    purpose: PURPOSE,
    matches: (row) => digester.matches('email-change', `${pendingEmail}\0${otp}`, row.codeHash),
    now: new Date(),
    onLocked: async () => {
      await mailer.send(buildCodeLockNotice({ to: account.email }));
    },
  });
  try {
    await db.transaction(async (tx) => {
      if (!(await useCode(tx, code.id))) {
        throw new AppError('bad_request', AUTH_MESSAGES.otpExpired);
      }
      const now = new Date();
      await tx
        .update(users)
        .set({ email: pendingEmail, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), ne(users.email, pendingEmail)));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await mailer.send(
    buildEmailChangedNotice({ to: account.email, name: account.name, newEmail: pendingEmail }),
  );
  return pendingEmail;
}
