import { and, count, desc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  OTP_GUESS_WINDOW_HOURS,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  OTP_WRONG_GUESSES_PER_DAY,
  SIGNUP_NOTICES_PER_DAY,
  otpCooldownMessage,
  otpResendDelaySeconds,
  type UserRole,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { signupDecoys } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { hashPassword, verifyPassword, type PasswordCost } from '../../platform/auth/passwords.js';
import { buildSignupAttemptNotice } from './auth-mail.js';
import { codeRefusal } from './code-attempts.js';

/*
 * Sign-up with an address that has an account (docs/SECURITY.md). Saying "this address is
 * registered" tells a stranger that the address belongs to a customer or an advertiser, which
 * on an adult directory harms its owner. So such a sign-up answers exactly as a new one does,
 * with an id drawn from the users' own sequence (ids interleave, nothing sets them apart), and
 * its /otp-verify page, resend and sign-in behave as a new unverified account's do (tries,
 * expiry, the doubling wait between codes, the daily cap on wrong codes, "verify your e-mail
 * first"), mirroring code-attempts.ts; only no code ever works, because none was
 * sent. The owner of the address gets a notice instead, a few a day at most.
 */

export type Decoy = typeof signupDecoys.$inferSelect;

/** Decoys older than this are removed (the oldest first, when a new one is made). */
const DECOY_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** The decoy with this id, if any. */
export async function findDecoy(db: Database, id: number): Promise<Decoy | undefined> {
  const [decoy] = await db.select().from(signupDecoys).where(eq(signupDecoys.id, id));
  return decoy;
}

/**
 * The newest decoy of this address and one of `roles` whose password is `password`. Always
 * one argon2 check (a throwaway hash when there is no decoy), so the time taken does not tell
 * whether someone signed up with the address before.
 */
export async function findDecoyByPassword(
  db: Database,
  email: string,
  roles: readonly UserRole[],
  password: string,
  passwordCost?: PasswordCost,
): Promise<Decoy | undefined> {
  const [newest] = await db
    .select()
    .from(signupDecoys)
    .where(and(eq(signupDecoys.email, email), inArray(signupDecoys.role, [...roles])))
    .orderBy(desc(signupDecoys.createdAt), desc(signupDecoys.id))
    .limit(1);
  return (await verifyPassword(newest?.passwordHash, password, passwordCost)) ? newest : undefined;
}

/**
 * A sign-up of `role` with `email`, which has an account that this sign-up may not touch.
 * Answers the id to show and whether it is new (201) or the same person again (200, as an
 * unverified account's own password gets).
 */
export async function signUpWithTakenAddress(
  db: Database,
  { mailer, passwordCost }: { mailer: Mailer; passwordCost?: PasswordCost },
  input: { role: UserRole; email: string; password: string },
): Promise<{ id: number; isNew: boolean }> {
  const again = await findDecoyByPassword(
    db,
    input.email,
    [input.role],
    input.password,
    passwordCost,
  );
  if (again) {
    await restartDecoyCode(db, again, { respectCooldown: true });
    return { id: again.id, isNew: false };
  }
  const passwordHash = await hashPassword(input.password, passwordCost);
  await db
    .delete(signupDecoys)
    .where(lt(signupDecoys.createdAt, new Date(Date.now() - DECOY_RETENTION_DAYS * DAY_MS)));
  const now = new Date();
  const [decoy] = await db
    .insert(signupDecoys)
    .values({
      role: input.role,
      email: input.email,
      passwordHash,
      codeSentAt: now,
      codeSentTimes: [now],
    })
    .returning({ id: signupDecoys.id });
  await notifyOwner(db, mailer, input.email, decoy!.id);
  return { id: decoy!.id, isNew: true };
}

/** Mails the owner of the address, unless SIGNUP_NOTICES_PER_DAY went out in the last day. */
async function notifyOwner(
  db: Database,
  mailer: Mailer,
  email: string,
  decoyId: number,
): Promise<void> {
  const [sent] = await db
    .select({ total: count() })
    .from(signupDecoys)
    .where(
      and(
        eq(signupDecoys.email, email),
        isNotNull(signupDecoys.ownerNotifiedAt),
        gt(signupDecoys.ownerNotifiedAt, new Date(Date.now() - DAY_MS)),
      ),
    );
  if ((sent?.total ?? 0) >= SIGNUP_NOTICES_PER_DAY) return;
  await db
    .update(signupDecoys)
    .set({ ownerNotifiedAt: new Date() })
    .where(eq(signupDecoys.id, decoyId));
  await mailer.send(buildSignupAttemptNotice({ to: email }));
}

const WINDOW_MS = OTP_GUESS_WINDOW_HOURS * 60 * 60_000;

/** The times of `times` within the window before `now` (drivers may hand back strings). */
function withinWindow(times: readonly (Date | string)[], now: Date): Date[] {
  return times
    .map((time) => new Date(time))
    .filter((time) => time.getTime() > now.getTime() - WINDOW_MS);
}

/** As code-attempts' secondsLocked: 0 below the day's cap, else until its oldest guess leaves. */
function secondsLocked(guesses: Date[], now: Date): number {
  if (guesses.length < OTP_WRONG_GUESSES_PER_DAY) return 0;
  const newestFirst = [...guesses].sort((a, b) => b.getTime() - a.getTime());
  const capping = newestFirst[OTP_WRONG_GUESSES_PER_DAY - 1]!;
  return Math.max(1, Math.ceil((capping.getTime() + WINDOW_MS - now.getTime()) / 1000));
}

type DecoyOutcome =
  { kind: 'expired' | 'dead' | 'wrong' } | { kind: 'locked'; waitSeconds: number };

/**
 * verify_otp on a decoy: the answers checkTypedCode gives wrong guesses, in its order (the
 * day's cap on wrong codes, expired, dead after OTP_MAX_ATTEMPTS, wrong), each try counted
 * under a lock of the decoy's row. Never succeeds: always throws.
 */
export async function guessDecoyCode(db: Database, id: number, now: Date): Promise<never> {
  const outcome = await db.transaction(async (tx): Promise<DecoyOutcome> => {
    const [decoy] = await tx
      .select()
      .from(signupDecoys)
      .where(eq(signupDecoys.id, id))
      .for('update');
    if (!decoy) return { kind: 'wrong' };
    const guesses = withinWindow(decoy.wrongGuessTimes, now);
    const lockedFor = secondsLocked(guesses, now);
    if (lockedFor > 0) return { kind: 'locked', waitSeconds: lockedFor };
    const expiresAt = decoy.codeSentAt.getTime() + OTP_TTL_MINUTES * 60_000;
    if (expiresAt <= now.getTime()) return { kind: 'expired' };
    if (decoy.codeAttempts >= OTP_MAX_ATTEMPTS) return { kind: 'dead' };
    const attempts = decoy.codeAttempts + 1;
    guesses.push(now);
    await tx
      .update(signupDecoys)
      .set({ codeAttempts: attempts, wrongGuessTimes: guesses })
      .where(eq(signupDecoys.id, id));
    const lockedNow = secondsLocked(guesses, now);
    if (lockedNow > 0) return { kind: 'locked', waitSeconds: lockedNow };
    return { kind: attempts >= OTP_MAX_ATTEMPTS ? 'dead' : 'wrong' };
  });
  throw codeRefusal(outcome);
}

/** resend_otp on a decoy: the wait's 429 as an account gets it, else a "new code". */
export async function resendDecoyCode(db: Database, decoy: Decoy, now: Date): Promise<void> {
  const wait = secondsUntilDecoyResend(decoy, now);
  if (wait > 0) {
    throw new AppError('too_many_requests', otpCooldownMessage(wait), undefined, {
      headers: { 'retry-after': String(wait) },
    });
  }
  await restartDecoyCode(db, decoy, { respectCooldown: false }, now);
}

/** A "new code": fresh expiry and tries, one more code in the window (nothing is mailed). */
export async function restartDecoyCode(
  db: Database,
  decoy: Decoy,
  { respectCooldown }: { respectCooldown: boolean },
  now = new Date(),
): Promise<void> {
  if (respectCooldown && secondsUntilDecoyResend(decoy, now) > 0) return;
  await db
    .update(signupDecoys)
    .set({
      codeSentAt: now,
      codeAttempts: 0,
      codeSentTimes: [...withinWindow(decoy.codeSentTimes, now), now],
    })
    .where(eq(signupDecoys.id, decoy.id));
}

/** As secondsUntilNextCode: the wait after the newest code doubles with each code of the window. */
function secondsUntilDecoyResend(decoy: Decoy, now: Date): number {
  const sent = withinWindow(decoy.codeSentTimes, now);
  if (sent.length === 0) return 0;
  const newest = Math.max(...sent.map((time) => time.getTime()));
  const waitMs = newest + otpResendDelaySeconds(sent.length) * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** verify_otp for an id with no account: a decoy's answers, else the plain refusal. */
export async function guessCodeOfNoAccount(db: Database, id: number, now: Date): Promise<never> {
  if (await findDecoy(db, id)) return guessDecoyCode(db, id, now);
  throw new AppError('bad_request', AUTH_MESSAGES.otpInvalid);
}

/** resend_otp for an id with no account: a decoy's answers, else the plain refusal. */
export async function resendCodeOfNoAccount(db: Database, id: number, now: Date): Promise<void> {
  const decoy = await findDecoy(db, id);
  if (decoy) return resendDecoyCode(db, decoy, now);
  throw new AppError('bad_request', AUTH_MESSAGES.verificationFailed);
}
