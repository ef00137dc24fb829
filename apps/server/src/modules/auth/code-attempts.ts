import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  OTP_GUESS_WINDOW_HOURS,
  OTP_MAX_ATTEMPTS,
  OTP_WRONG_GUESSES_PER_DAY,
  codeEntryLockedMessage,
  otpResendDelaySeconds,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import {
  oneTimeCodes,
  users,
  wrongCodeGuesses,
  type ONE_TIME_CODE_PURPOSES,
} from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';

export type CodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];
export type CodeRow = typeof oneTimeCodes.$inferSelect;
type Queries = Pick<Database, 'select' | 'insert' | 'update'>;

/** The time the code rules read; tests inject their own to walk through a day without sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const WINDOW_MS = OTP_GUESS_WINDOW_HOURS * 3600_000;

/** The account's wrong guesses that still count: those inside the window. */
function guessesInWindow(userId: number, now: Date) {
  return and(
    eq(wrongCodeGuesses.userId, userId),
    gt(wrongCodeGuesses.guessedAt, new Date(now.getTime() - WINDOW_MS)),
  );
}

/** The newest code of one purpose for an account (live or not). */
export async function findNewestCode(
  db: Pick<Database, 'select'>,
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
 * 0 when a new code of `purpose` may be sent now, else the seconds to wait. The wait after the
 * newest code doubles with each code sent in the window (60 s, then 2, 4, 8… minutes, capped;
 * otpResendDelaySeconds), so asking for code after code buys few guesses; counted from the
 * database, so every server agrees.
 */
export async function secondsUntilNextCode(
  db: Pick<Database, 'select'>,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ sent: count(), newest: sql<Date | null>`max(${oneTimeCodes.createdAt})` })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    );
  if (!row?.newest) return 0;
  const newest = new Date(row.newest).getTime();
  const waitMs = newest + otpResendDelaySeconds(row.sent) * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Seconds until the account may type codes again: 0 unless OTP_WRONG_GUESSES_PER_DAY wrong
 * codes fall in the window, and then until the oldest of the newest that many leaves it.
 */
async function secondsLocked(
  db: Pick<Database, 'select'>,
  userId: number,
  now: Date,
): Promise<number> {
  const [cappingGuess] = await db
    .select({ guessedAt: wrongCodeGuesses.guessedAt })
    .from(wrongCodeGuesses)
    .where(guessesInWindow(userId, now))
    .orderBy(desc(wrongCodeGuesses.guessedAt), desc(wrongCodeGuesses.id))
    .offset(OTP_WRONG_GUESSES_PER_DAY - 1)
    .limit(1);
  if (!cappingGuess) return 0;
  return Math.max(
    1,
    Math.ceil((cappingGuess.guessedAt.getTime() + WINDOW_MS - now.getTime()) / 1000),
  );
}

export interface TypedCodeCheck {
  userId: number;
  purpose: CodePurpose;
  /** Whether the typed code is the one behind this row's digest. */
  matches: (row: CodeRow) => boolean;
  now: Date;
  /**
   * Called by the wrong code that reaches the day's cap: the account owner is told (a mail
   * without any code in it). At most once a window, however often the lock starts again.
   */
  onLocked: () => Promise<void>;
}

type Outcome =
  | { kind: 'match'; row: CodeRow }
  | { kind: 'expired' | 'dead' | 'wrong' }
  | { kind: 'locked'; waitSeconds: number; isNew: boolean };

/**
 * Checks a typed 4-digit code against the account's newest code of the purpose. Two limits:
 * - the code's own OTP_MAX_ATTEMPTS: each try claims one in a single UPDATE before comparing,
 *   and the fifth wrong one kills the code (from then on even the right code fails);
 * - the account's OTP_WRONG_GUESSES_PER_DAY over every code it is sent: once reached, code
 *   entry is refused (429, how long) until the window moves on, whatever address guesses and
 *   however many new codes are asked for.
 * Every try on one account runs under a lock of its users row, so parallel guesses on several
 * servers are counted one by one and the cap is exact. Answers the row when the code matches
 * (the caller uses it up).
 */
export async function checkTypedCode(db: Database, check: TypedCodeCheck): Promise<CodeRow> {
  const outcome = await db.transaction((tx) => tryCode(tx, check));
  if (outcome.kind === 'match') return outcome.row;
  if (outcome.kind === 'locked' && outcome.isNew) await check.onLocked();
  throw codeRefusal(outcome);
}

/** A typed code that did not pass: the day's lock (429 and how long) or the code's own 400. */
export function codeRefusal(
  outcome: { kind: 'expired' | 'dead' | 'wrong' } | { kind: 'locked'; waitSeconds: number },
): AppError {
  if (outcome.kind === 'locked') {
    return new AppError(
      'too_many_requests',
      codeEntryLockedMessage(outcome.waitSeconds),
      undefined,
      {
        headers: { 'retry-after': String(outcome.waitSeconds) },
      },
    );
  }
  const message = {
    expired: AUTH_MESSAGES.otpExpired,
    dead: AUTH_MESSAGES.otpTooManyAttempts,
    wrong: AUTH_MESSAGES.otpInvalid,
  }[outcome.kind];
  return new AppError('bad_request', message);
}

/** One try, inside a transaction: its outcome is returned (a throw would undo the count). */
async function tryCode(
  tx: Queries,
  { userId, purpose, matches, now }: TypedCodeCheck,
): Promise<Outcome> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const lockedFor = await secondsLocked(tx, userId, now);
  if (lockedFor > 0) return { kind: 'locked', waitSeconds: lockedFor, isNew: false };

  const newest = await findNewestCode(tx, userId, purpose);
  if (!newest || newest.usedAt || newest.expiresAt <= now) return { kind: 'expired' };
  if (newest.attempts >= OTP_MAX_ATTEMPTS) return { kind: 'dead' };
  const [claimed] = await tx
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, newest.id),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  if (!claimed) return { kind: 'dead' };
  if (matches(newest)) return { kind: 'match', row: newest };

  const [guess] = await tx
    .insert(wrongCodeGuesses)
    .values({ userId, guessedAt: now })
    .returning({ id: wrongCodeGuesses.id });
  const lockedNow = await secondsLocked(tx, userId, now);
  if (lockedNow > 0) {
    return {
      kind: 'locked',
      waitSeconds: lockedNow,
      isNew: await claimNotice(tx, userId, guess!.id, now),
    };
  }
  return { kind: claimed.attempts >= OTP_MAX_ATTEMPTS ? 'dead' : 'wrong' };
}

/**
 * Whether this lock should mail the owner: yes unless a notice went out within the window.
 * The window slides, so a guesser waiting at its edge starts a lock with each guess; one mail
 * a day says enough, and a stranger cannot use the notice to flood the owner's mailbox.
 */
async function claimNotice(
  tx: Queries,
  userId: number,
  guessId: number,
  now: Date,
): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: wrongCodeGuesses.id })
    .from(wrongCodeGuesses)
    .where(and(guessesInWindow(userId, now), eq(wrongCodeGuesses.ownerNotified, true)))
    .limit(1);
  if (earlier) return false;
  await tx
    .update(wrongCodeGuesses)
    .set({ ownerNotified: true })
    .where(eq(wrongCodeGuesses.id, guessId));
  return true;
}

/** Single use: true only for the request that flips used_at (a parallel twin gets false). */
export async function useCode(
  db: Pick<Database, 'update'>,
  codeId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return Boolean(used);
}
