import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAIL_SUBJECTS,
  AUTH_MESSAGES,
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  FORGOT_PASSWORD_API_PATH,
  OTP_MAX_ATTEMPTS,
  OTP_WRONG_GUESSES_PER_DAY,
  PASSWORD_RESET_API_PATH,
  RESEND_OTP_API_PATH,
  SIGNUP_NOTICES_PER_DAY,
  VERIFY_LINK_API_PATH,
  VERIFY_OTP_API_PATH,
} from '@app/contract';
import { oneTimeCodes, signupDecoys, users, wrongCodeGuesses } from '../../db/schema.js';
import { SECRET_REMOVED_AFTER_DELIVERY } from '../../platform/mail/outbox-secrets.js';
import { freshIp, useApiTest } from '../../test/api-test.js';
import {
  GOOD_PASSWORD,
  decodeQuotedPrintable,
  latestCode,
  outboxFor,
  uniqueEmail,
} from '../../test/auth-helpers.js';
import { createCustomer } from '../../test/factories.js';
import { startSlowSmtpSink, type SlowSmtpSink } from '../../test/slow-smtp-sink.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { hashTestPassword } from '../../test/test-password-cost.js';

/**
 * docs/SECURITY.md#mail-secrets-in-the-outbox-and-saying-nothing-about-who-has-an-account:
 * the outbox keeps a secret only until delivery and no code goes in a subject; sign-up and
 * forgot-password tell nobody whether an address has an account; a stranger's name is not
 * carried into mail to any address.
 */

const api = useApiTest({ env: { PUBLIC_URL: 'https://directory.example' }, smtpSink: true });

/** The mails the sink received for `email`, decoded. */
const mailsTo = (email: string) =>
  api.sink.messages
    .filter((message) => message.to.includes(email))
    .map((message) => decodeQuotedPrintable(message.raw));
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim();

function signUp(email: string, overrides: Record<string, string> = {}) {
  return api.post(CUSTOMER_SIGNUP_API_PATH, {
    name: 'Alex Reader',
    email,
    phone: '0412345678',
    password: GOOD_PASSWORD,
    ...overrides,
  });
}

async function existingCustomer(email = uniqueEmail('owner')) {
  const { user } = await createCustomer(api.db, api.testApp.tokens, {
    email,
    passwordHash: await hashTestPassword('owner-secret-93'),
  });
  return user;
}

describe('the outbox after delivery', () => {
  it('holds neither the code nor the link of a delivered sign-up mail', async () => {
    const email = uniqueEmail();
    await signUp(email);

    const { code, link } = await latestCode(api.sink, email);
    const [row] = await outboxFor(api.db, email);
    expect(row!.bodyText).toBe(SECRET_REMOVED_AFTER_DELIVERY);
    expect(row!.bodyHtml).toBeNull();
    expect(JSON.stringify(row)).not.toContain(link.searchParams.get('token')!);
    expect(row!.bodyText).not.toContain(code);
  });

  it('holds no reset link once the reset mail is delivered, so nothing read from it resets the password', async () => {
    const owner = await existingCustomer();

    await api.post(FORGOT_PASSWORD_API_PATH, { email: owner.email });

    const [row] = await outboxFor(api.db, owner.email);
    expect(row!.bodyText).toBe(SECRET_REMOVED_AFTER_DELIVERY);
    expect(JSON.stringify(row)).not.toMatch(/token=/);
    // The mail itself carried a working link (so the blanking is not a broken mail).
    const delivered = mailsTo(owner.email).at(-1)!;
    const link = new URL(/(https:\/\/\S+\/reset-password-user\?\S+)/.exec(delivered)![1]!);
    const reset = await api.post(PASSWORD_RESET_API_PATH, {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'lantern-meadow-58',
    });
    expect(reset.json()).toEqual({ msg: AUTH_MESSAGES.passwordResetMsg });
  });

  it('puts no code in any subject (lock screens show subjects)', async () => {
    const email = uniqueEmail();
    await signUp(email);

    const { code } = await latestCode(api.sink, email);
    const raw = mailsTo(email).at(-1)!;
    expect(subjectOf(raw)).toBe(ACCOUNT_MAIL_SUBJECTS.signInCode);
    expect(subjectOf(raw)).not.toContain(code);
    const [row] = await outboxFor(api.db, email);
    expect(row!.subject).not.toMatch(/\d{4}/);
  });
});

describe('names written by strangers', () => {
  it('leaves the sign-up name out of the verification mail sent to the address given', async () => {
    const email = uniqueEmail();
    await signUp(email, { name: 'Cheap pills at spam.example <b>now</b>' });

    const raw = mailsTo(email).at(-1)!;
    expect(raw).not.toContain('spam.example');
    expect(raw).not.toContain('Cheap pills');
  });
});

describe('sign-up with an address that has an account', () => {
  it('answers byte for byte as a new sign-up does, apart from the id, which follows on', async () => {
    const owner = await existingCustomer();

    const fresh = await signUp(uniqueEmail());
    const taken = await signUp(owner.email, { name: 'Someone Else' });
    const freshAfter = await signUp(uniqueEmail());

    const withoutId = (body: string) => body.replace(/"id":\d+/, '"id":0');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(withoutId(taken.body)).toBe(withoutId(fresh.body));
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.headers['content-length']).toBe(fresh.headers['content-length']);
    const ids = [fresh, taken, freshAfter].map((response) => response.json().data.id as number);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(ids[2]).toBeGreaterThan(ids[1]!);
    // No second account, and the owner's password is untouched.
    const rows = await api.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toBe(owner.passwordHash);
  });

  it('mails the owner a notice instead of a code, without the stranger’s words, a few a day at most', async () => {
    const owner = await existingCustomer();

    for (let n = 0; n <= SIGNUP_NOTICES_PER_DAY; n += 1) {
      await signUp(owner.email, { name: 'Visit spam.example', password: `other-pass-${n}x` });
    }

    const notices = mailsTo(owner.email);
    expect(notices).toHaveLength(SIGNUP_NOTICES_PER_DAY);
    expect(subjectOf(notices[0]!)).toBe(ACCOUNT_MAIL_SUBJECTS.notice);
    expect(notices[0]).toContain('Someone tried to sign up');
    expect(notices[0]).toContain('reset your password');
    expect(notices[0]).not.toContain('spam.example');
    expect(notices[0]).not.toMatch(/code is: \d{4}/);
  });

  it('gives an /otp-verify id that answers like a real one (tries, then too many) and never takes a code', async () => {
    const owner = await existingCustomer();
    const realEmail = uniqueEmail();
    const realId = (await signUp(realEmail)).json().data.id as number;
    const decoyId = (await signUp(owner.email)).json().data.id as number;
    // Both get the same wrong guesses: the first codes from 0000 up that are not the real one.
    const { code: realCode } = await latestCode(api.sink, realEmail);
    const wrongCodes = Array.from({ length: OTP_MAX_ATTEMPTS + 2 }, (_, n) =>
      String(n).padStart(4, '0'),
    )
      .filter((code) => code !== realCode)
      .slice(0, OTP_MAX_ATTEMPTS + 1);

    const answers = async (id: number) => {
      const seen: string[] = [];
      for (const otp of wrongCodes) {
        const response = await api.post(VERIFY_OTP_API_PATH, { id, otp });
        seen.push(`${response.statusCode} ${response.body}`);
      }
      const link = await api.post(VERIFY_LINK_API_PATH, { id, token: 'x'.repeat(43) });
      seen.push(`${link.statusCode} ${link.body}`);
      const resend = await api.post(RESEND_OTP_API_PATH, { id });
      seen.push(`${resend.statusCode} ${resend.headers['retry-after'] ? 'retry' : ''}`);
      return seen;
    };

    const real = await answers(realId);
    const decoy = await answers(decoyId);
    expect(decoy).toEqual(real);
    expect(decoy.at(-3)).toContain(AUTH_MESSAGES.otpTooManyAttempts);

    // After the cool-down a "new code": fresh tries, still no code ever works.
    await api.db
      .update(signupDecoys)
      .set({
        codeSentAt: new Date(Date.now() - 61_000),
        codeSentTimes: [new Date(Date.now() - 61_000)],
      })
      .where(eq(signupDecoys.id, decoyId));
    const resent = await api.post(RESEND_OTP_API_PATH, { id: decoyId });
    expect(resent.json()).toEqual({ status: true, message: AUTH_MESSAGES.otpSent });
    const guess = await api.post(VERIFY_OTP_API_PATH, { id: decoyId, otp: '1234' });
    expect(guess.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect(mailsTo(owner.email).join('\n')).not.toMatch(/is: \d{4}/);
  });

  it('mirrors the doubling wait between codes and the daily cap on wrong codes', async () => {
    const owner = await existingCustomer();
    const realId = (await signUp(uniqueEmail())).json().data.id as number;
    const decoyId = (await signUp(owner.email)).json().data.id as number;
    /** Moves every code of both back by `seconds`, as time passing would. */
    const age = async (seconds: number) => {
      const back = sql`- make_interval(secs => ${seconds})`;
      await api.db
        .update(oneTimeCodes)
        .set({ createdAt: sql`${oneTimeCodes.createdAt} ${back}` })
        .where(eq(oneTimeCodes.userId, realId));
      await api.db
        .update(signupDecoys)
        .set({
          codeSentAt: sql`${signupDecoys.codeSentAt} ${back}`,
          codeSentTimes: sql`array(select t ${back} from unnest(${signupDecoys.codeSentTimes}) t)`,
        })
        .where(eq(signupDecoys.id, decoyId));
    };
    const resend = async (id: number) => {
      const response = await api.post(RESEND_OTP_API_PATH, { id });
      return `${response.statusCode} ${response.json().message}`;
    };

    await age(61);
    expect([await resend(realId), await resend(decoyId)]).toEqual([
      `200 ${AUTH_MESSAGES.otpSent}`,
      `200 ${AUTH_MESSAGES.otpSent}`,
    ]);
    await age(61);
    const second = [await resend(realId), await resend(decoyId)];
    // The second code's wait is 2 minutes: 59 s are left (a fixed 60-s wait would allow it).
    expect(second[0]).toMatch(/^429 /);
    expect(second[1]).toBe(second[0]);

    // One wrong code short of the day's cap, then one more: both lock code entry alike.
    const earlier = Array.from(
      { length: OTP_WRONG_GUESSES_PER_DAY - 1 },
      () => new Date(Date.now() - 60_000),
    );
    await api.db
      .insert(wrongCodeGuesses)
      .values(earlier.map((guessedAt) => ({ userId: realId, guessedAt })));
    await api.db
      .update(signupDecoys)
      .set({ wrongGuessTimes: earlier })
      .where(eq(signupDecoys.id, decoyId));
    const lastGuess = async (id: number) => {
      const response = await api.post(VERIFY_OTP_API_PATH, { id, otp: '0000' });
      return `${response.statusCode} ${response.json().message}`;
    };
    const real = await lastGuess(realId);
    if (!real.startsWith('200')) {
      expect(real).toMatch(/^429 /);
      expect(await lastGuess(decoyId)).toBe(real);
    }
  });

  it('signs in with the sign-up password as a new unverified account would (403 with the same id)', async () => {
    const owner = await existingCustomer();
    const freshEmail = uniqueEmail();
    const realId = (await signUp(freshEmail)).json().data.id as number;
    const decoyId = (await signUp(owner.email)).json().data.id as number;

    const login = (email: string) =>
      api.post(CUSTOMER_LOGIN_API_PATH, { email, password: GOOD_PASSWORD });
    const real = await login(freshEmail);
    const decoy = await login(owner.email);

    expect(decoy.statusCode).toBe(real.statusCode);
    expect(decoy.statusCode).toBe(403);
    expect(real.json().data.id).toBe(realId);
    expect(decoy.json().data.id).toBe(decoyId);
    expect(decoy.body.replace(String(decoyId), '0')).toBe(real.body.replace(String(realId), '0'));
    // Signing up again with the same password is "the same person again" for both (200, same id).
    const realAgain = await signUp(freshEmail);
    const decoyAgain = await signUp(owner.email);
    expect([realAgain.statusCode, decoyAgain.statusCode]).toEqual([200, 200]);
    expect(decoyAgain.json().data.id).toBe(decoyId);
    // The owner's own password still signs in.
    const ownerLogin = await api.post(CUSTOMER_LOGIN_API_PATH, {
      email: owner.email,
      password: 'owner-secret-93',
    });
    expect(ownerLogin.statusCode).toBe(200);
  });

  it('still verifies a real sign-up through its code page', async () => {
    const email = uniqueEmail();
    const id = (await signUp(email)).json().data.id as number;
    const { code } = await latestCode(api.sink, email);

    const verified = await api.post(VERIFY_OTP_API_PATH, { id, otp: code });

    expect(verified.json()).toEqual({ status: true, message: AUTH_MESSAGES.otpVerified });
  });
});

describe('forgot-password tells nothing', () => {
  it('answers an unknown and a known address with identical status and body', async () => {
    const owner = await existingCustomer();

    const known = await api.post(FORGOT_PASSWORD_API_PATH, { email: owner.email });
    const unknown = await api.post(FORGOT_PASSWORD_API_PATH, { email: uniqueEmail('nobody') });

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  describe('with a slow mail server', () => {
    const SMTP_DELAY_MS = 1_500;
    let slow: SlowSmtpSink;
    let slowApp: TestApp;
    beforeAll(async () => {
      slow = await startSlowSmtpSink(SMTP_DELAY_MS);
      slowApp = await buildTestApp(api.db, {
        SMTP_URL: slow.url,
        PUBLIC_URL: 'https://directory.example',
      });
    });
    afterAll(async () => {
      await slowApp.app.close();
      await slow.close();
    });

    it('answers before the mail is sent, and the mail still goes out', async () => {
      const owner = await existingCustomer();

      const started = Date.now();
      const response = await slowApp.app.inject({
        method: 'POST',
        url: FORGOT_PASSWORD_API_PATH,
        payload: { email: owner.email },
        remoteAddress: freshIp(),
      });
      const elapsed = Date.now() - started;

      expect(response.statusCode).toBe(200);
      expect(elapsed).toBeLessThan(SMTP_DELAY_MS / 2);
      expect(slow.messages).toHaveLength(0);
      await slowApp.app.backgroundTasks.idle();
      expect(slow.messages.map((message) => message.to)).toEqual([[owner.email]]);
    });
  });
});
