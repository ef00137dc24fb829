import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, OTP_MAX_ATTEMPTS } from '@app/contract';
import type { Database } from '../../db/client.js';
import { oneTimeCodes, type ONE_TIME_CODE_PURPOSES } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';

export type CodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];
export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** The newest code of one purpose for an account (live or not). */
export async function findNewestCode(
  db: Database,
  userId: number,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  const [newest] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return newest;
}

/** Ends every live code of one purpose (a new one is about to be issued). */
export async function expireLiveCodes(
  db: Pick<Database, 'update'>,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    );
}

/**
 * Checks a typed 4-digit code against the newest code. Each try first claims one of the
 * code's OTP_MAX_ATTEMPTS in a single UPDATE, then compares, so even parallel guesses get 5
 * tries in all; the fifth wrong one kills the code, and from then on even the right code
 * fails. Answers the row when the code matches (the caller uses it up).
 */
export async function checkTypedCode(
  db: Database,
  newest: CodeRow | undefined,
  matches: (row: CodeRow) => boolean,
): Promise<CodeRow> {
  if (!newest || newest.usedAt || newest.expiresAt <= new Date()) {
    throw new AppError('bad_request', AUTH_MESSAGES.otpExpired);
  }
  if (newest.attempts >= OTP_MAX_ATTEMPTS) {
    throw new AppError('bad_request', AUTH_MESSAGES.otpTooManyAttempts);
  }
  const [claimed] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, newest.id),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  // Lost a race with other tries that used up the attempts (or the code just expired).
  if (!claimed) throw new AppError('bad_request', AUTH_MESSAGES.otpTooManyAttempts);
  if (!matches(newest)) {
    const isDead = claimed.attempts >= OTP_MAX_ATTEMPTS;
    throw new AppError(
      'bad_request',
      isDead ? AUTH_MESSAGES.otpTooManyAttempts : AUTH_MESSAGES.otpInvalid,
    );
  }
  return newest;
}

/** Single use: true only for the request that flips used_at (a parallel twin gets false). */
export async function useCode(db: Pick<Database, 'update'>, codeId: number): Promise<boolean> {
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return Boolean(used);
}
