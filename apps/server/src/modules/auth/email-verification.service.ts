import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
  buildVerifyLinkPath,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { oneTimeCodes, users } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import {
  generateLinkToken,
  generateOtp,
  type SecretDigester,
} from '../../platform/one-time-codes.js';
import { findAccountById, type Account } from './accounts.js';
import {
  checkTypedCode,
  expireLiveCodes,
  findNewestCode,
  useCode,
  type CodePurpose,
} from './code-attempts.js';
import { buildVerificationMail } from './auth-mail.js';

export interface VerificationOptions {
  mailer: Mailer;
  digester: SecretDigester;
  /** PUBLIC_URL or the request's origin: the e-mailed link must be absolute. */
  baseUrl: string;
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
 * sent while the newest code is younger than OTP_RESEND_COOLDOWN_SECONDS (that code still works).
 */
export async function issueVerificationCode(
  db: Database,
  account: Pick<Account, 'id' | 'name' | 'email'>,
  { mailer, digester, baseUrl }: VerificationOptions,
  { respectCooldown }: { respectCooldown: boolean },
): Promise<IssueResult> {
  if (respectCooldown && (await secondsUntilResendAllowed(db, account.id)) > 0) {
    return { status: 'cooldown' };
  }
  const code = generateOtp();
  const linkToken = generateLinkToken();
  const now = new Date();
  await db.transaction(async (tx) => {
    await expireLiveCodes(tx, account.id, PURPOSE, now);
    await tx.insert(oneTimeCodes).values({
      userId: account.id,
      purpose: PURPOSE,
      codeHash: joinDigests(
        digester.digest('otp', code),
        digester.digest('verify-link', linkToken),
      ),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      createdAt: now,
    });
  });
  const link = `${baseUrl}${buildVerifyLinkPath(account.id, linkToken)}`;
  const mail = await mailer.send(
    buildVerificationMail({ to: account.email, name: account.name, code, link }),
  );
  return { status: 'sent', outboxId: mail.id };
}

/** 0 when a new code may be sent now, else the seconds left of the cool-down. */
export async function secondsUntilResendAllowed(db: Database, userId: number): Promise<number> {
  const since = new Date(Date.now() - OTP_RESEND_COOLDOWN_SECONDS * 1000);
  const [newest] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, PURPOSE),
        gt(oneTimeCodes.createdAt, since),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!newest) return 0;
  const elapsedMs = Date.now() - newest.createdAt.getTime();
  return Math.max(1, Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - elapsedMs / 1000));
}

export interface VerifyResult {
  status: 'verified' | 'already-verified';
  /** The account the code or link belongs to (its role decides what the answer carries). */
  account: Account;
}

/** Checks a typed code (5 tries in all, see checkTypedCode) and verifies the account. */
export async function verifyOtp(
  db: Database,
  digester: SecretDigester,
  input: { id: number; otp: string },
): Promise<VerifyResult> {
  const account = await findAccountById(db, input.id);
  if (!account) throw new AppError('bad_request', AUTH_MESSAGES.otpInvalid);
  if (account.emailVerifiedAt) return { status: 'already-verified', account };

  const newest = await findNewestCode(db, account.id, PURPOSE);
  const code = await checkTypedCode(db, newest, (row) =>
    digester.matches('otp', input.otp, splitDigests(row.codeHash).code),
  );
  await consumeCodeAndVerify(db, code.id, account.id, AUTH_MESSAGES.otpExpired);
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
): Promise<VerifyResult> {
  const account = await findAccountById(db, input.id);
  if (!account) throw new AppError('bad_request', AUTH_MESSAGES.verifyLinkInvalid);
  if (account.emailVerifiedAt) return { status: 'already-verified', account };
  const newest = await findNewestCode(db, account.id, PURPOSE);
  const isLive = newest && !newest.usedAt && newest.expiresAt > new Date();
  if (
    !isLive ||
    !digester.matches('verify-link', input.token, splitDigests(newest.codeHash).link)
  ) {
    throw new AppError('bad_request', AUTH_MESSAGES.verifyLinkInvalid);
  }
  await consumeCodeAndVerify(db, newest.id, account.id, AUTH_MESSAGES.verifyLinkInvalid);
  return { status: 'verified', account };
}

/** resend_otp: a fresh code unless verified already or inside the cool-down (429). */
export async function resendVerificationCode(
  db: Database,
  id: number,
  options: VerificationOptions,
): Promise<void> {
  const account = await findAccountById(db, id);
  if (!account) throw new AppError('bad_request', AUTH_MESSAGES.verificationFailed);
  if (account.emailVerifiedAt) throw new AppError('conflict', AUTH_MESSAGES.alreadyVerified);
  const wait = await secondsUntilResendAllowed(db, account.id);
  if (wait > 0) {
    throw new AppError('too_many_requests', AUTH_MESSAGES.otpCooldown, undefined, {
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
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    if (!(await useCode(tx, codeId))) throw new AppError('bad_request', messageIfUsed);
    await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  });
}
