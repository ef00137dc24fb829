import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  RESEND_OTP_API_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  VERIFY_LINK_API_PATH,
  VERIFY_OTP_API_PATH,
  OTP_MAX_ATTEMPTS,
  SITE_NAME,
} from '@app/contract';
import { customerProfiles, oneTimeCodes, users } from '../../db/schema.js';
import { expectAnswer, expectFieldError, useApiTest } from '../../test/api-test.js';
import {
  GOOD_PASSWORD,
  latestCode,
  outboxFor,
  postCustomerSignup,
  readVerificationMail,
  uniqueEmail,
} from '../../test/auth-helpers.js';

const api = useApiTest({ env: { PUBLIC_URL: 'https://directory.example' }, smtpSink: true });

async function signUp(overrides: Record<string, string> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const response = await api.post(CUSTOMER_SIGNUP_API_PATH, {
    name: 'Alex Reader',
    email,
    phone: '0412345678',
    password: GOOD_PASSWORD,
    ...overrides,
  });
  return { response, email: email.toLowerCase(), id: response.json().data?.id as number };
}

async function userRow(id: number) {
  const [row] = await api.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** The raw SMTP message, quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('POST /api/customer/signup', () => {
  it('creates an unverified customer with an argon2id hash and a profile, and answers 201 with its id', async () => {
    const { response, id } = await signUp({ email: 'New.Person@Example.COM' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      message: AUTH_MESSAGES.signupSuccess,
      data: { id: expect.any(Number) },
    });
    const row = await userRow(id);
    expect(row).toMatchObject({
      role: 'customer',
      name: 'Alex Reader',
      email: 'new.person@example.com',
      phone: '0412345678',
      emailVerifiedAt: null,
      status: 'active',
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(GOOD_PASSWORD);
    const profiles = await api.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, id));
    expect(profiles).toHaveLength(1);
  });

  it('mails the code and an absolute /Verify link through a real SMTP server, and stores only their hashes', async () => {
    const before = api.sink.messages.length;
    const { email, id } = await signUp();

    const messages = await api.sink.waitForMessages(before + 1);
    const mail = messages.find((message) => message.to.includes(email))!;
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain(SITE_NAME);
    expect(body).toContain('valid for 10 minutes');
    const { code, link } = readVerificationMail(body);
    expect(link.origin).toBe('https://directory.example');
    expect(link.pathname).toBe('/Verify');
    expect(link.searchParams.get('id')).toBe(String(id));
    expect(link.searchParams.get('token')!.length).toBeGreaterThanOrEqual(43);
    expect(body).toContain('Content-Type: text/html');

    const [stored] = await api.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    expect(stored).toMatchObject({ purpose: 'verify_email', attempts: 0, usedAt: null });
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).not.toContain(link.searchParams.get('token'));
    const ttlMs = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(ttlMs).toBe(10 * 60_000);

    const verified = await api.post(VERIFY_OTP_API_PATH, { id, otp: code });
    expect(verified.json()).toEqual({ status: true, message: AUTH_MESSAGES.otpVerified });
  });

  it('answers a sign-up with an unverified e-mail and another password as a new one, leaving the first password in place', async () => {
    const first = await signUp();
    const hashBefore = (await userRow(first.id)).passwordHash;

    const again = await signUp({ email: first.email, password: 'someone-else-42' });

    expect(again.response.statusCode).toBe(201);
    expect(again.id).not.toBe(first.id);
    expect((await userRow(first.id)).passwordHash).toBe(hashBefore);
  });

  it('answers an unverified account signing up again with its own password with its id (200) and no second account', async () => {
    const first = await signUp();
    // Past the cool-down, so a fresh code goes out.
    await api.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, first.id));
    const oldCode = await latestCode(api.sink, first.email);

    const again = await signUp({ email: first.email, name: 'Alex R.' });

    expect(again.response.statusCode).toBe(200);
    expect(again.response.json().data).toEqual({ id: first.id });
    expect((await userRow(first.id)).name).toBe('Alex R.');
    expect(await outboxFor(api.db, first.email)).toHaveLength(2);
    const newCode = await latestCode(api.sink, first.email);
    // Only the newest code counts (1 in 10,000 the two codes are the same number).
    if (oldCode.code !== newCode.code) {
      const old = await api.post(VERIFY_OTP_API_PATH, { id: first.id, otp: oldCode.code });
      expectAnswer(old, 400, AUTH_MESSAGES.otpInvalid);
    }
  });

  it.each([
    ['password', 'password'],
    ['123456', '123456'],
    ['Qwerty123 in capitals', 'QWERTY123'],
  ])('refuses the common password %s on the password field', async (_label, password) => {
    const { response } = await signUp({ password });

    expectFieldError(response, 'password', AUTH_MESSAGES.passwordTooCommon);
  });

  it.each([
    [{ name: '' }, 'name', AUTH_MESSAGES.nameRequired],
    [{ email: 'not-an-email' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ email: '' }, 'email', AUTH_MESSAGES.emailRequired],
    [{ password: '12345' }, 'password', AUTH_MESSAGES.passwordTooShort],
    [{ password: '' }, 'password', AUTH_MESSAGES.passwordRequired],
    [{ phone: '0312345678' }, 'phone', AUTH_MESSAGES.phoneInvalid],
  ])("answers %j with a 422 and the contract's message on %s", async (override, field, message) => {
    const { response } = await signUp(override);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });

  it('accepts a sign-up without a phone', async () => {
    const email = uniqueEmail();
    const response = await postCustomerSignup(api, email, { name: 'No Phone' });

    expect(response.statusCode).toBe(201);
    expect((await userRow(response.json().data.id)).phone).toBeNull();
  });
});

describe('POST /api/customer/verify_otp', () => {
  it('verifies with the right code once; the same code then finds the account verified', async () => {
    const { email, id } = await signUp();
    const { code } = await latestCode(api.sink, email);

    const first = await api.post(VERIFY_OTP_API_PATH, { id, otp: code });
    const second = await api.post(VERIFY_OTP_API_PATH, { id: String(id), otp: code });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, message: AUTH_MESSAGES.otpVerified });
    expect((await userRow(id)).emailVerifiedAt).toBeInstanceOf(Date);
    const [stored] = await api.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    expect(stored!.usedAt).toBeInstanceOf(Date);
    expect(second.json()).toEqual({ status: true, message: AUTH_MESSAGES.alreadyVerified });
  });

  it('answers a wrong code with a 400 and Invalid OTP', async () => {
    const { email, id } = await signUp();
    const { code } = await latestCode(api.sink, email);
    const wrong = code === '0000' ? '0001' : '0000';

    const response = await api.post(VERIFY_OTP_API_PATH, { id, otp: wrong });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: AUTH_MESSAGES.otpInvalid,
    });
    expect((await userRow(id)).emailVerifiedAt).toBeNull();
  });

  it('kills a code after 5 wrong tries: the fifth says so and even the right code then fails', async () => {
    const { email, id } = await signUp();
    const { code } = await latestCode(api.sink, email);
    const wrong = (n: number) => String((Number(code) + n) % 10_000).padStart(4, '0');

    const messages: string[] = [];
    for (let n = 1; n <= OTP_MAX_ATTEMPTS; n += 1) {
      messages.push((await api.post(VERIFY_OTP_API_PATH, { id, otp: wrong(n) })).json().message);
    }
    const right = await api.post(VERIFY_OTP_API_PATH, { id, otp: code });

    expect(messages.slice(0, 4)).toEqual(Array(4).fill(AUTH_MESSAGES.otpInvalid));
    expect(messages[4]).toBe(AUTH_MESSAGES.otpTooManyAttempts);
    expectAnswer(right, 400, AUTH_MESSAGES.otpTooManyAttempts);
    expect((await userRow(id)).emailVerifiedAt).toBeNull();
  });

  it('counts parallel guesses too: 12 at once leave at most 5 tries used', async () => {
    const { id } = await signUp();
    const guesses = Array.from({ length: 12 }, (_, n) => String(n).padStart(4, '0'));

    await Promise.all(guesses.map((otp) => api.post(VERIFY_OTP_API_PATH, { id, otp })));

    const [stored] = await api.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    expect(stored!.attempts).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
  });

  it('refuses the right code after its 10 minutes with the expiry message', async () => {
    const { email, id } = await signUp();
    const { code } = await latestCode(api.sink, email);
    await api.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, id));

    const response = await api.post(VERIFY_OTP_API_PATH, { id, otp: code });

    expectAnswer(response, 400, AUTH_MESSAGES.otpExpired);
  });

  it.each([
    [{ otp: '12a4' }, AUTH_MESSAGES.otpInvalidFormat],
    [{ otp: '123' }, AUTH_MESSAGES.otpInvalidFormat],
    [{ otp: '12345' }, AUTH_MESSAGES.otpInvalidFormat],
  ])("answers %j with a 422 and the contract's message", async (override, message) => {
    const response = await api.post(VERIFY_OTP_API_PATH, { id: 1, ...override });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.otp).toBe(message);
  });

  it('answers an unknown account with Invalid OTP', async () => {
    const response = await api.post(VERIFY_OTP_API_PATH, { id: 2_000_000_000, otp: '1234' });

    expectAnswer(response, 400, AUTH_MESSAGES.otpInvalid);
  });
});

describe('POST /api/customer/resend_otp', () => {
  it('holds a new code back during the cool-down with a 429 and Retry-After', async () => {
    const { id } = await signUp();

    const response = await api.post(RESEND_OTP_API_PATH, { id });

    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: AUTH_MESSAGES.otpCooldown,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('after the cool-down mails a fresh code and the old one dies', async () => {
    const { email, id } = await signUp();
    const old = await latestCode(api.sink, email);
    await api.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, id));

    const response = await api.post(RESEND_OTP_API_PATH, { id });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: AUTH_MESSAGES.otpSent });
    const fresh = await latestCode(api.sink, email);
    expect(fresh.link.searchParams.get('token')).not.toBe(old.link.searchParams.get('token'));
    const oldLink = await api.post(VERIFY_LINK_API_PATH, {
      id,
      token: old.link.searchParams.get('token')!,
    });
    expect(oldLink.json().message).toBe(AUTH_MESSAGES.verifyLinkInvalid);
    const verified = await api.post(VERIFY_OTP_API_PATH, { id, otp: fresh.code });
    expect(verified.json().message).toBe(AUTH_MESSAGES.otpVerified);
  });

  it('answers an already verified account with a 409 and sends nothing', async () => {
    const { email, id } = await signUp();
    await api.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));

    const response = await api.post(RESEND_OTP_API_PATH, { id });

    expectAnswer(response, 409, AUTH_MESSAGES.alreadyVerified);
    expect(await outboxFor(api.db, email)).toHaveLength(1);
  });
});

describe('POST /api/customer/verify_link', () => {
  it('verifies with the e-mailed link, once', async () => {
    const { email, id } = await signUp();
    const { link } = await latestCode(api.sink, email);
    const payload = { id: link.searchParams.get('id')!, token: link.searchParams.get('token')! };

    const first = await api.post(VERIFY_LINK_API_PATH, payload);
    const second = await api.post(VERIFY_LINK_API_PATH, payload);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, message: AUTH_MESSAGES.accountVerified });
    expect((await userRow(id)).emailVerifiedAt).toBeInstanceOf(Date);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: true, message: AUTH_MESSAGES.alreadyVerified });
  });

  it('refuses a wrong token and an expired link with a 400', async () => {
    const { email, id } = await signUp();
    const { link } = await latestCode(api.sink, email);
    const token = link.searchParams.get('token')!;

    const wrong = await api.post(VERIFY_LINK_API_PATH, { id, token: `${token.slice(0, -2)}xx` });
    await api.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, id));
    const expired = await api.post(VERIFY_LINK_API_PATH, { id, token });

    for (const response of [wrong, expired]) {
      expectAnswer(response, 400, AUTH_MESSAGES.verifyLinkInvalid);
    }
    expect((await userRow(id)).emailVerifiedAt).toBeNull();
  });

  it('still works after wrong typed codes killed the code (the link cannot be guessed)', async () => {
    const { email, id } = await signUp();
    const { code, link } = await latestCode(api.sink, email);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let n = 0; n < OTP_MAX_ATTEMPTS; n += 1) {
      await api.post(VERIFY_OTP_API_PATH, { id, otp: wrong });
    }

    const response = await api.post(VERIFY_LINK_API_PATH, {
      id,
      token: link.searchParams.get('token')!,
    });

    expect(response.json()).toEqual({ status: true, message: AUTH_MESSAGES.accountVerified });
  });
});
