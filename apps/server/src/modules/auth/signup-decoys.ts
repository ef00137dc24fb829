import { and, count, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
  SIGNUP_NOTICES_PER_DAY,
  type UserRole,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { signupDecoys } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { buildSignupAttemptNotice } from './auth-mail.js';

/*
 * Sign-up with an address that has an account (issue 11, point 6). Saying "this address is
 * registered" tells a stranger that the address belongs to a customer or an advertiser, which
 * on an adult directory harms its owner. So such a sign-up answers exactly as a new one does,
 * with an id drawn from the users' own sequence (ids interleave, nothing sets them apart), and
 * its /otp-verify page, resend and sign-in behave as a new unverified account's do (tries,
 * expiry, cool-down, "verify your e-mail first"); only no code ever works, because none was
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
): Promise<Decoy | undefined> {
  const [newest] = await db
    .select()
    .from(signupDecoys)
    .where(and(eq(signupDecoys.email, email), inArray(signupDecoys.role, [...roles])))
    .orderBy(desc(signupDecoys.createdAt), desc(signupDecoys.id))
    .limit(1);
  return (await verifyPassword(newest?.passwordHash, password)) ? newest : undefined;
}

/**
 * A sign-up of `role` with `email`, which has an account that this sign-up may not touch.
 * Answers the id to show and whether it is new (201) or the same person again (200, as an
 * unverified account's own password gets).
 */
export async function signUpWithTakenAddress(
  db: Database,
  mailer: Mailer,
  input: { role: UserRole; email: string; password: string },
): Promise<{ id: number; isNew: boolean }> {
  const again = await findDecoyByPassword(db, input.email, [input.role], input.password);
  if (again) {
    await restartDecoyCode(db, again, { respectCooldown: true });
    return { id: again.id, isNew: false };
  }
  const passwordHash = await hashPassword(input.password);
  await db
    .delete(signupDecoys)
    .where(lt(signupDecoys.createdAt, new Date(Date.now() - DECOY_RETENTION_DAYS * DAY_MS)));
  const [decoy] = await db
    .insert(signupDecoys)
    .values({ role: input.role, email: input.email, passwordHash })
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

/**
 * verify_otp on a decoy: the answers a real code gives to wrong guesses (invalid, then too
 * many after OTP_MAX_ATTEMPTS, expired after OTP_TTL_MINUTES), each try claimed in one
 * UPDATE as checkTypedCode does. Never succeeds: always throws.
 */
export async function guessDecoyCode(db: Database, decoy: Decoy): Promise<never> {
  const expiresAt = new Date(decoy.codeSentAt.getTime() + OTP_TTL_MINUTES * 60_000);
  if (expiresAt <= new Date()) throw new AppError('bad_request', AUTH_MESSAGES.otpExpired);
  if (decoy.codeAttempts >= OTP_MAX_ATTEMPTS) {
    throw new AppError('bad_request', AUTH_MESSAGES.otpTooManyAttempts);
  }
  const [claimed] = await db
    .update(signupDecoys)
    .set({ codeAttempts: sql`${signupDecoys.codeAttempts} + 1` })
    .where(and(eq(signupDecoys.id, decoy.id), lt(signupDecoys.codeAttempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: signupDecoys.codeAttempts });
  const isDead = !claimed || claimed.attempts >= OTP_MAX_ATTEMPTS;
  throw new AppError(
    'bad_request',
    isDead ? AUTH_MESSAGES.otpTooManyAttempts : AUTH_MESSAGES.otpInvalid,
  );
}

/** resend_otp on a decoy: the cool-down's 429 as a real account gets it, else a "new code". */
export async function resendDecoyCode(db: Database, decoy: Decoy): Promise<void> {
  const wait = secondsUntilDecoyResend(decoy);
  if (wait > 0) {
    throw new AppError('too_many_requests', AUTH_MESSAGES.otpCooldown, undefined, {
      headers: { 'retry-after': String(wait) },
    });
  }
  await restartDecoyCode(db, decoy, { respectCooldown: false });
}

/** A "new code": fresh expiry and tries (nothing is mailed; there is no code). */
export async function restartDecoyCode(
  db: Database,
  decoy: Decoy,
  { respectCooldown }: { respectCooldown: boolean },
): Promise<void> {
  if (respectCooldown && secondsUntilDecoyResend(decoy) > 0) return;
  await db
    .update(signupDecoys)
    .set({ codeSentAt: new Date(), codeAttempts: 0 })
    .where(eq(signupDecoys.id, decoy.id));
}

/** As secondsUntilResendAllowed: 0, or the whole seconds left of the cool-down (at least 1). */
function secondsUntilDecoyResend(decoy: Decoy): number {
  const elapsedMs = Date.now() - decoy.codeSentAt.getTime();
  if (elapsedMs >= OTP_RESEND_COOLDOWN_SECONDS * 1000) return 0;
  return Math.max(1, Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - elapsedMs / 1000));
}

/** verify_otp for an id with no account: a decoy's answers, else the plain refusal. */
export async function guessCodeOfNoAccount(db: Database, id: number): Promise<never> {
  const decoy = await findDecoy(db, id);
  if (decoy) return guessDecoyCode(db, decoy);
  throw new AppError('bad_request', AUTH_MESSAGES.otpInvalid);
}

/** resend_otp for an id with no account: a decoy's answers, else the plain refusal. */
export async function resendCodeOfNoAccount(db: Database, id: number): Promise<void> {
  const decoy = await findDecoy(db, id);
  if (decoy) return resendDecoyCode(db, decoy);
  throw new AppError('bad_request', AUTH_MESSAGES.verificationFailed);
}
