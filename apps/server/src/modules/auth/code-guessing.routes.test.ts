import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAIL_SUBJECTS,
  AUTH_MESSAGES,
  MODEL_EMAIL_CONFIRM_PATH,
  OTP_GUESS_WINDOW_HOURS,
  OTP_WRONG_GUESSES_PER_DAY,
  RESEND_OTP_API_PATH,
  VERIFY_LINK_API_PATH,
  VERIFY_OTP_API_PATH,
  codeEntryLockedMessage,
} from '@app/contract';
import { users, wrongCodeGuesses } from '../../db/schema.js';
import { createSecretDigester, resolveCodeSecret } from '../../platform/auth/one-time-codes.js';
import { expectAnswer, freshIp, useApiTest } from '../../test/api-test.js';
import { createCustomer, createModelAccount } from '../../test/factories.js';
import { latestCode, outboxFor, uniqueEmail } from '../../test/auth-helpers.js';
import {
  resendVerificationCode,
  secondsUntilResendAllowed,
  verifyOtp,
  type VerificationOptions,
} from './email-verification.service.js';

/**
 * The 4-digit code (docs/product/accounts.md#one-time-code) is bounded per account, in the database, over a
 * day: a daily cap on wrong codes (the owner told), and a growing wait between new codes.
 * The app and the services read one injected clock, so a day passes without sleeping.
 */
let nowMs = Date.parse('2026-03-02T09:00:00Z');
const clock = () => new Date(nowMs);
const advance = (seconds: number) => {
  nowMs += seconds * 1000;
};

const api = useApiTest({
  env: { PUBLIC_URL: 'https://directory.example' },
  deps: () => ({ clock }),
});

async function services(): Promise<VerificationOptions> {
  const secret = await resolveCodeSecret(api.testApp.config);
  return {
    mailer: api.testApp.mailer,
    digester: createSecretDigester(secret),
    baseUrl: 'https://directory.example',
    clock,
  };
}

/** An unverified customer with its first code mailed (as sign-up leaves it, without argon2). */
async function signUp() {
  const email = uniqueEmail('guessed');
  const { user } = await createCustomer(api.db, api.testApp.tokens, {
    email,
    emailVerifiedAt: null,
  });
  await resendVerificationCode(api.db, user.id, await services());
  return { email, id: user.id };
}

const wrongFor = (code: string) => (code === '0000' ? '0001' : '0000');

/** The answer of one typed code, as the route would send it (status and message). */
async function typeCode(options: VerificationOptions, id: number, otp: string) {
  try {
    await verifyOtp(api.db, options, { id, otp });
    return { status: 200, message: AUTH_MESSAGES.otpVerified };
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return { status: statusCode, message };
  }
}

async function wrongGuessesOf(userId: number): Promise<number> {
  const [row] = await api.db
    .select({ n: count() })
    .from(wrongCodeGuesses)
    .where(eq(wrongCodeGuesses.userId, userId));
  return row!.n;
}

const lockNotices = async (email: string) =>
  (await outboxFor(api.db, email)).filter((mail) => mail.bodyText.includes('Several wrong codes'));

describe('the daily cap on wrong codes', () => {
  it('locks code entry for the day after 20 wrong codes across 5 codes, tells the owner once, and even the right code waits', async () => {
    const options = await services();
    const { email, id } = await signUp();
    const answers: { status: number; message: string }[] = [];
    const codes: string[] = [];

    for (let sent = 1; sent <= 5; sent += 1) {
      if (sent > 1) {
        advance(await secondsUntilResendAllowed(api.db, id, clock()));
        await resendVerificationCode(api.db, id, options);
      }
      const { code } = await latestCode(api.db, email);
      codes.push(code);
      const guesses = sent < 5 ? 5 : 1; // 4 codes × 5 wrong, then the 21st on the fifth code
      for (let i = 0; i < guesses; i += 1) {
        answers.push(await typeCode(options, id, wrongFor(code)));
        advance(5);
      }
    }
    const rightCode = await typeCode(options, id, codes.at(-1)!);

    expect(answers).toHaveLength(21);
    expect(answers.slice(0, 19).every((answer) => answer.status === 400)).toBe(true);
    for (const answer of [answers[19], answers[20], rightCode]) {
      expect(answer!.status).toBe(429);
      expect(answer!.message).toMatch(/^Too many wrong codes were entered for this account today/);
      expect(answer!.message).toMatch(/Please try again in 24 hours\.$/);
    }
    expect(await wrongGuessesOf(id)).toBe(OTP_WRONG_GUESSES_PER_DAY);
    const [row] = await api.db.select().from(users).where(eq(users.id, id));
    expect(row!.emailVerifiedAt).toBeNull();
    const notices = await lockNotices(email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.bodyText).toContain('Several wrong codes were entered for your');
    for (const code of codes) expect(notices[0]!.bodyText).not.toContain(code);
    expect(notices[0]!.bodyText).not.toMatch(/https?:\/\//);
  });

  it('lifts the lock once the window has passed, and the right code then works', async () => {
    const options = await services();
    const { email, id } = await signUp();
    for (let i = 0; i < OTP_WRONG_GUESSES_PER_DAY; i += 1) {
      await api.db.insert(wrongCodeGuesses).values({ userId: id, guessedAt: clock() });
    }
    const { code } = await latestCode(api.db, email);
    expect((await typeCode(options, id, code)).status).toBe(429);

    advance(OTP_GUESS_WINDOW_HOURS * 3600 + 1);
    advance(await secondsUntilResendAllowed(api.db, id, clock()));
    await resendVerificationCode(api.db, id, options);
    const fresh = await latestCode(api.db, email);

    expect(await typeCode(options, id, fresh.code)).toEqual({
      status: 200,
      message: AUTH_MESSAGES.otpVerified,
    });
  });

  it('mails the owner at most once a window, though a guesser at the edge of the window locks it again', async () => {
    const options = await services();
    const { email, id } = await signUp();
    const insertGuesses = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        await api.db.insert(wrongCodeGuesses).values({ userId: id, guessedAt: clock() });
      }
    };
    await insertGuesses(1);
    advance(10);
    await insertGuesses(OTP_WRONG_GUESSES_PER_DAY - 2);
    advance(10);
    const { code } = await latestCode(api.db, email);
    const locking = await typeCode(options, id, wrongFor(code));

    advance(OTP_GUESS_WINDOW_HOURS * 3600 - 19); // the oldest guess has just left the window
    advance(await secondsUntilResendAllowed(api.db, id, clock()));
    await resendVerificationCode(api.db, id, options);
    const fresh = await latestCode(api.db, email);
    const lockingAgain = await typeCode(options, id, wrongFor(fresh.code));

    expect(locking.status).toBe(429);
    expect(lockingAgain.status).toBe(429);
    expect(lockingAgain.message).toMatch(/Please try again in 9 seconds\.$/);
    expect(await lockNotices(email)).toHaveLength(1);
  });

  it('holds the cap exactly under parallel guesses: one lock, one mail, not a guess more', async () => {
    const options = await services();
    const { email, id } = await signUp();
    for (let i = 0; i < OTP_WRONG_GUESSES_PER_DAY - 2; i += 1) {
      await api.db.insert(wrongCodeGuesses).values({ userId: id, guessedAt: clock() });
    }
    const { code } = await latestCode(api.db, email);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => typeCode(options, id, wrongFor(code))),
    );

    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
    expect(await wrongGuessesOf(id)).toBe(OTP_WRONG_GUESSES_PER_DAY);
    expect(await lockNotices(email)).toHaveLength(1);
  });

  it('refuses every address once the account is locked: the count lives in the database, not per address', async () => {
    const { email, id } = await signUp();
    for (let i = 0; i < OTP_WRONG_GUESSES_PER_DAY - 1; i += 1) {
      await api.db.insert(wrongCodeGuesses).values({ userId: id, guessedAt: clock() });
    }
    const { code, link } = await latestCode(api.db, email);

    const twentieth = await api.post(VERIFY_OTP_API_PATH, { id, otp: wrongFor(code) }, freshIp());
    const rightFromElsewhere = await api.post(VERIFY_OTP_API_PATH, { id, otp: code }, freshIp());

    expect(twentieth.statusCode).toBe(429);
    expect(twentieth.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: codeEntryLockedMessage(OTP_GUESS_WINDOW_HOURS * 3600),
    });
    expect(Number(twentieth.headers['retry-after'])).toBe(OTP_GUESS_WINDOW_HOURS * 3600);
    expect(rightFromElsewhere.statusCode).toBe(429);
    expect(await lockNotices(email)).toHaveLength(1);
    // The lock is on typed codes only: the 256-bit link in the owner's mailbox still verifies.
    const viaLink = await api.post(VERIFY_LINK_API_PATH, {
      id,
      token: link.searchParams.get('token')!,
    });
    expect(viaLink.json().message).toBe(AUTH_MESSAGES.accountVerified);
  });
});

describe('the cap on the e-mail-change code', () => {
  it('shares the account count: an advertiser past the cap cannot type the code for a new address either', async () => {
    const model = await createModelAccount(api.db, api.testApp.tokens);
    await api.db
      .update(users)
      .set({ pendingEmail: uniqueEmail('new-address') })
      .where(eq(users.id, model.id));
    // This route reads the system clock (the settings take no injected one).
    for (let i = 0; i < OTP_WRONG_GUESSES_PER_DAY; i += 1) {
      await api.db.insert(wrongCodeGuesses).values({ userId: model.id, guessedAt: new Date() });
    }

    const response = await api.app.inject({
      method: 'POST',
      url: MODEL_EMAIL_CONFIRM_PATH,
      payload: { otp: '1234' },
      remoteAddress: freshIp(),
      headers: { authorization: model.authorization },
    });

    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(
      /^Too many wrong codes were entered for this account today/,
    );
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the growing wait between codes', () => {
  it('refuses a second new code within the doubled wait, saying how long, and sends it once the wait is over', async () => {
    const { email, id } = await signUp();
    advance(61);
    const second = await api.post(RESEND_OTP_API_PATH, { id });

    const tooSoon = await api.post(RESEND_OTP_API_PATH, { id });
    advance(119);
    const stillTooSoon = await secondsUntilResendAllowed(api.db, id, clock());
    advance(1);
    const third = await api.post(RESEND_OTP_API_PATH, { id });

    expect(second.json()).toEqual({ status: true, message: AUTH_MESSAGES.otpSent });
    expectAnswer(tooSoon, 429, 'Please wait 2 minutes before asking for another code.');
    expect(tooSoon.headers['retry-after']).toBe('120');
    expect(stillTooSoon).toBe(1);
    expect(third.json()).toEqual({ status: true, message: AUTH_MESSAGES.otpSent });
    expect(await secondsUntilResendAllowed(api.db, id, clock())).toBe(240);
    const codeMails = (await outboxFor(api.db, email)).filter(
      (mail) => mail.subject === ACCOUNT_MAIL_SUBJECTS.signInCode,
    );
    expect(codeMails).toHaveLength(3);
  });
});
