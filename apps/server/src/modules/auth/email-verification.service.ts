import { and, eq, isNull } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  OTP_TTL_MINUTES,
  buildVerifyLinkPath,
  otpCooldownMessage,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { oneTimeCodes, users } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import {
  generateLinkToken,
  generateOtp,
  type SecretDigester,
} from '../../platform/auth/one-time-codes.js';
import { findAccountById, type Account } from './accounts.js';
import {
  checkTypedCode,
  expireLiveCodes,
  findNewestCode,
  secondsUntilNextCode,
  systemClock,
  useCode,
  type Clock,
  type CodePurpose,
} from './code-attempts.js';
import { buildCodeLockNotice, buildVerificationMail } from './auth-mail.js';
import { guessCodeOfNoAccount, resendCodeOfNoAccount } from './signup-decoys.js';

export interface VerificationOptions {
  mailer: Mailer;
  digester: SecretDigester;
  /** PUBLIC_URL: the e-mailed link must be absolute, and never on the request's Host. */
  baseUrl: string;
  /** The time codes are issued and checked at (default: the system clock; tests inject one). */
  clock?: Clock;
}

const PURPOSE: CodePurpose = 'verify_email';

/**
 * One row per issued code. Its `code_hash` holds two keyed digests, `<code>:<link token>`:
 * the 4-digit code typed on /otp-verify/:id and the long token of the /Verify link, which live
 * and die together (same expiry, same single use; a fresh code kills both).
 */
function joinDigests(codeDigest: string, linkDigest: string): string {
  return `${codeDigest}:${linkDigest}`;
}

function splitDigests(stored: string): { code: string; link: string } {
  const [code = '', link = ''] = stored.split(':');
  return { code, link };
}

export type IssueResult = { status: 'sent'; outboxId: number } | { status: 'cooldown' };

/**
 * Mails a fresh code and link, killing every earlier one. With `respectCooldown`, nothing is
 * sent while the wait after the newest code lasts (secondsUntilNextCode: 60 s, then doubling
 * with each code of the day); that code still works.
 */
export async function issueVerificationCode(
  db: Database,
  account: Pick<Account, 'id' | 'name' | 'email'>,
  { mailer, digester, baseUrl, clock = systemClock }: VerificationOptions,
  { respectCooldown }: { respectCooldown: boolean },
): Promise<IssueResult> {
  const now = clock();
  if (respectCooldown && (await secondsUntilResendAllowed(db, account.id, now)) > 0) {
    return { status: 'cooldown' };
  }
  const code = generateOtp();
  const linkToken = generateLinkToken();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await expireLiveCodes(tx, account.id, PURPOSE, now);
    await tx.insert(oneTimeCodes).values({
      userId: account.id,
      purpose: PURPOSE,
      codeHash: joinDigests(
        digester.digest('otp', code),
        digester.digest('verify-link', linkToken),
      ),
      expiresAt,
      createdAt: now,
    });
  });
  const link = `${baseUrl}${buildVerifyLinkPath(account.id, linkToken)}`;
  const mail = await mailer.send(
    buildVerificationMail({ to: account.email, code, link, expiresAt }),
  );
  return { status: 'sent', outboxId: mail.id };
}

/** 0 when a new code may be sent now, else the seconds left of the growing wait. */
export async function secondsUntilResendAllowed(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<number> {
  return secondsUntilNextCode(db, userId, PURPOSE, now);
}

export interface VerifyResult {
  status: 'verified' | 'already-verified';
  /** The account the code or link belongs to (its role decides what the answer carries). */
  account: Account;
}

/**
 * Checks a typed code (5 tries a code, and the account's daily cap on wrong codes: see
 * checkTypedCode) and verifies the account. When the cap is reached the mailbox is told.
 */
export async function verifyOtp(
  db: Database,
  {
    digester,
    mailer,
    clock = systemClock,
  }: Pick<VerificationOptions, 'digester' | 'mailer' | 'clock'>,
  input: { id: number; otp: string },
): Promise<VerifyResult> {
  const account = await findAccountById(db, input.id);
  if (!account) return guessCodeOfNoAccount(db, input.id, clock());
  if (account.emailVerifiedAt) return { status: 'already-verified', account };

  const now = clock();
  const code = await checkTypedCode(db, {
    userId: account.id,
    purpose: PURPOSE,
    matches: (row) => digester.matches('otp', input.otp, splitDigests(row.codeHash).code),
    now,
    onLocked: async () => {
      await mailer.send(buildCodeLockNotice({ to: account.email }));
    },
  });
  await consumeCodeAndVerify(db, code.id, account.id, AUTH_MESSAGES.otpExpired, now);
  return { status: 'verified', account };
}

/**
 * The /Verify link: the newest live code's link token. Wrong tries do not count against the
 * code (a 256-bit token cannot be guessed), and a code killed by wrong guesses at the typed
 * code still lets the owner in through the link in their mailbox.
 */
export async function verifyLink(
  db: Database,
  digester: SecretDigester,
  input: { id: number; token: string },
  clock: Clock = systemClock,
): Promise<VerifyResult> {
  const account = await findAccountById(db, input.id);
  if (!account) throw new AppError('bad_request', AUTH_MESSAGES.verifyLinkInvalid);
  if (account.emailVerifiedAt) return { status: 'already-verified', account };
  const newest = await findNewestCode(db, account.id, PURPOSE);
  const now = clock();
  const isLive = newest && !newest.usedAt && newest.expiresAt > now;
  if (
    !isLive ||
    !digester.matches('verify-link', input.token, splitDigests(newest.codeHash).link)
  ) {
    throw new AppError('bad_request', AUTH_MESSAGES.verifyLinkInvalid);
  }
  await consumeCodeAndVerify(db, newest.id, account.id, AUTH_MESSAGES.verifyLinkInvalid, now);
  return { status: 'verified', account };
}

/** resend_otp: a fresh code unless verified already or inside the wait (429 saying how long). */
export async function resendVerificationCode(
  db: Database,
  id: number,
  options: VerificationOptions,
): Promise<void> {
  const account = await findAccountById(db, id);
  if (!account) return resendCodeOfNoAccount(db, id, (options.clock ?? systemClock)());
  if (account.emailVerifiedAt) throw new AppError('conflict', AUTH_MESSAGES.alreadyVerified);
  const wait = await secondsUntilResendAllowed(db, account.id, (options.clock ?? systemClock)());
  if (wait > 0) {
    throw new AppError('too_many_requests', otpCooldownMessage(wait), undefined, {
      headers: { 'retry-after': String(wait) },
    });
  }
  await issueVerificationCode(db, account, options, { respectCooldown: false });
}

/** Single use: only the request that flips used_at verifies; a parallel twin is refused. */
async function consumeCodeAndVerify(
  db: Database,
  codeId: number,
  userId: number,
  messageIfUsed: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await useCode(tx, codeId, now))) throw new AppError('bad_request', messageIfUsed);
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  });
}
