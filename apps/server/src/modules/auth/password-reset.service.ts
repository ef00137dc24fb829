import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_TEAM_MESSAGES,
  AUTH_MESSAGES,
  RESET_LINK_TTL_MINUTES,
  buildResetPathForRole,
  normalizeAustralianMobile,
  type PasswordResetData,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { SecretDigester } from '../../platform/auth/one-time-codes.js';
import { hashPassword, type PasswordCost } from '../../platform/auth/passwords.js';
import { ACCOUNT_COLUMNS, findAccountByEmail, type Account } from './accounts.js';
import { refuseCommonPassword } from './account.service.js';
import { buildResetMail } from './auth-mail.js';

export interface ResetRequestOptions {
  mailer: Mailer;
  digester: SecretDigester;
  baseUrl: string;
}

/** What went out, for the log (never the token itself). */
export type ResetRequestOutcome = { channel: 'email'; outboxId: number } | { channel: 'none' };

/**
 * forgot-password-customer, for every role: an e-mail address or an Australian mobile. A
 * match gets a single-use link to its role's reset page (customers /reset-password-user,
 * advertisers and admins /reset-password) by mail; the caller answers the same whether or not
 * anything matched.
 *
 * A phone finds the account but the link still goes to its e-mail address, never by text:
 * the site has no way to prove that a phone number belongs to the account's owner (a number
 * typed at sign-up could be anyone's), and a reset link is the account. The mailbox, which the
 * account proved when it was verified, is the one channel we trust (docs/SECURITY.md).
 */
export async function requestPasswordReset(
  db: Database,
  identifier: string,
  options: ResetRequestOptions,
): Promise<ResetRequestOutcome> {
  const phone = toAustralianMobile(identifier);
  const account = phone
    ? await findAccountByPhone(db, phone)
    : await findAccountByEmail(db, identifier.trim().toLowerCase());
  if (!account || account.status !== 'active') {
    return { channel: 'none' };
  }
  const link = await issuePasswordLink(db, account, {
    digester: options.digester,
    baseUrl: options.baseUrl,
    ttlMinutes: RESET_LINK_TTL_MINUTES,
  });
  // The link dies then (issuePasswordLink's expiry, give or take the milliseconds between).
  const expiresAt = new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60_000);
  const mail = await options.mailer.send(buildResetMail({ to: account.email, link, expiresAt }));
  return { channel: 'email', outboxId: mail.id };
}

/**
 * A single-use link to the reset page of the account's role (the token is kept only as a
 * keyed digest). The forgot-password mail uses it, and so do the set-password links of a new
 * admin (`npm run admin:create`, an invitation), which live longer.
 */
export async function issuePasswordLink(
  db: Pick<Database, 'insert'>,
  account: Pick<Account, 'id' | 'role' | 'email'>,
  options: { digester: SecretDigester; baseUrl: string; ttlMinutes: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    userId: account.id,
    tokenHash: options.digester.digest('password-reset', token),
    expiresAt: new Date(Date.now() + options.ttlMinutes * 60_000),
  });
  return `${options.baseUrl}${buildResetPathForRole(account.role, account.email, token)}`;
}

/**
 * 04xxxxxxxx from what a person types for a mobile (the contract's one rule: spaces, dashes,
 * brackets, +61 or 61 instead of the 0); undefined when it is not a mobile, i.e. an e-mail.
 */
export const toAustralianMobile = normalizeAustralianMobile;

/**
 * The key of forgot-password's per-account limit: the canonical phone or the lower-cased
 * e-mail, so `04 0000 0001`, `+61 400 000 001` and `0400000001` share one count.
 */
export function resetLimitKey(identifier: string): string {
  return toAustralianMobile(identifier) ?? identifier.trim().toLowerCase();
}

/**
 * Phones are not unique: the most recently active account with the number and a verified
 * e-mail, whatever its role (its mailbox gets the link). An unverified account is skipped: its
 * owner resets by e-mail, which proves the address. `phone` is canonical, as stored.
 */
async function findAccountByPhone(db: Database, phone: string): Promise<Account | undefined> {
  const [account] = await db
    .select(ACCOUNT_COLUMNS)
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.emailVerifiedAt)))
    .orderBy(sql`${users.lastSeenAt} DESC NULLS LAST`, desc(users.id))
    .limit(1);
  return account;
}

/**
 * password-reset: the link's token must be unused, unexpired and belong to the e-mail given.
 * Success sets the new password, uses the token, kills every other reset link of the account
 * and bumps token_version, so every token issued before (a thief's too) stops working.
 * A reset link only ever reaches an account's mailbox, so using it proves the address: an
 * unverified account is verified on the way (dropping a phone the unproven sign-up typed).
 */
export async function resetPassword(
  db: Database,
  input: PasswordResetData,
  digester: SecretDigester,
  passwordCost?: PasswordCost,
): Promise<void> {
  const invalid = () => new AppError('bad_request', AUTH_MESSAGES.resetLinkInvalid);
  const account = await findAccountByEmail(db, input.email);
  if (!account || account.status !== 'active') throw invalid();
  const tokenHash = digester.digest('password-reset', input.token);
  const [reset] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.userId, account.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  if (!reset) throw invalid();
  refuseCommonPassword(input.password);
  // Admins hold the keys to every listing: the same longer minimum as `npm run admin:create`.
  if (account.role === 'admin' && input.password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AppError('unprocessable', ADMIN_TEAM_MESSAGES.passwordTooShort, {
      password: ADMIN_TEAM_MESSAGES.passwordTooShort,
    });
  }
  const passwordHash = await hashPassword(input.password, passwordCost);

  await db.transaction(async (tx) => {
    const now = new Date();
    // Claimed in one UPDATE, so two submissions of the same link cannot both succeed.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!claimed) throw invalid();
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.userId, account.id),
          ne(passwordResets.id, reset.id),
          isNull(passwordResets.usedAt),
        ),
      );
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
        ...(account.emailVerifiedAt ? {} : { emailVerifiedAt: now, phone: null }),
      })
      .where(eq(users.id, account.id));
  });
}
