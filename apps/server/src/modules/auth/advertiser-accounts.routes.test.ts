import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_API_PATH,
  MODEL_LOGIN_API_PATH,
  MODEL_ME_PATH,
  MODEL_SIGNUP_API_PATH,
  PASSWORD_RESET_API_PATH,
  VERIFY_LINK_API_PATH,
  VERIFY_OTP_API_PATH,
} from '@app/contract';
import { users } from '../../db/schema.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import {
  GOOD_PASSWORD,
  latestCode,
  outboxFor,
  postCustomerSignup,
  uniqueEmail,
} from '../../test/auth-helpers.js';
import { createAdminAccount, createCustomer, createModelAccount } from '../../test/factories.js';

const api = useApiTest({ env: { PUBLIC_URL: 'https://directory.example' } });
const me = (token: string) =>
  api.app.inject({
    method: 'GET',
    url: MODEL_ME_PATH,
    headers: { authorization: `Bearer ${token}` },
  });

const NEW_PASSWORD = 'lantern-meadow-58';

function advertiser(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ava Harbour',
    email: uniqueEmail('advertiser'),
    phone: '0412345678',
    password: GOOD_PASSWORD,
    is_adult: true,
    ...overrides,
  };
}

async function accountRow(id: number) {
  const [row] = await api.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('POST /api/advertiser/signup', () => {
  it('creates an unverified account with role model, records the 18+ statement and mails a code', async () => {
    const input = advertiser({ email: uniqueEmail('Advertiser').toUpperCase() });

    const response = await api.post(MODEL_SIGNUP_API_PATH, input);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: AUTH_MESSAGES.signupSuccess,
      data: { id: expect.any(Number) },
    });
    const row = await accountRow(body.data.id);
    expect(row.role).toBe('model');
    expect(row.email).toBe(input.email.toLowerCase());
    expect(row.phone).toBe('0412345678');
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.adultConfirmedAt).toBeInstanceOf(Date);
    expect((await latestCode(api.db, row.email)).code).toMatch(/^\d{4}$/);
  });

  it.each([
    [{ is_adult: undefined }, 'is_adult', AUTH_MESSAGES.adultRequired],
    [{ is_adult: false }, 'is_adult', AUTH_MESSAGES.adultRequired],
    [{ phone: undefined }, 'phone', AUTH_MESSAGES.phoneRequired],
    [{ phone: '' }, 'phone', AUTH_MESSAGES.phoneRequired],
    [{ phone: '0312345678' }, 'phone', AUTH_MESSAGES.phoneInvalid],
    [{ phone: '04123' }, 'phone', AUTH_MESSAGES.phoneInvalid],
  ])(
    'refuses %j with 422 and the message on %s, creating nothing',
    async (override, field, message) => {
      const input = advertiser(override);

      const response = await api.post(MODEL_SIGNUP_API_PATH, input);

      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toBe(message);
      expect(await api.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
    },
  );

  // One e-mail is one account whatever its role; a sign-up with a taken address answers as a
  // new one does and creates nothing (signup-decoys.ts).
  it("creates no advertiser on a customer's e-mail, and says nothing of it", async () => {
    const { user } = await createCustomer(api.db, api.testApp.tokens);

    const response = await api.post(MODEL_SIGNUP_API_PATH, advertiser({ email: user.email }));

    expect(response.statusCode).toBe(201);
    expect(response.json().data.id).not.toBe(user.id);
    expect(await api.db.select().from(users).where(eq(users.email, user.email))).toHaveLength(1);
    expect((await accountRow(user.id)).role).toBe('customer');
  });

  it("creates no customer on an advertiser's e-mail, and says nothing of it", async () => {
    const model = await createModelAccount(api.db, api.testApp.tokens);

    const response = await postCustomerSignup(api, model.email);

    expect(response.statusCode).toBe(201);
    expect(await api.db.select().from(users).where(eq(users.email, model.email))).toHaveLength(1);
  });
});

describe('verifying an advertiser signs them in', () => {
  it('answers verify_otp with the account and a model token that opens /api/model', async () => {
    const input = advertiser();
    const { id } = (await api.post(MODEL_SIGNUP_API_PATH, input)).json().data;
    const { code } = await latestCode(api.db, input.email);

    const response = await api.post(VERIFY_OTP_API_PATH, { id, otp: code });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: AUTH_MESSAGES.otpVerified,
      data: { id, name: 'Ava Harbour', email: input.email, role: 'model' },
      token: expect.any(String),
    });
    expect(await api.testApp.tokens.read(body.token)).toEqual({
      userId: id,
      role: 'model',
      tokenVersion: 0,
    });
    expect((await me(body.token)).json().data).toMatchObject({ id, listing_id: null });
  });

  it('answers verify_link with a model token too, and a second use signs nobody in', async () => {
    const input = advertiser();
    const { id } = (await api.post(MODEL_SIGNUP_API_PATH, input)).json().data;
    const { link } = await latestCode(api.db, input.email);
    const payload = { id, token: link.searchParams.get('token') };

    const first = await api.post(VERIFY_LINK_API_PATH, payload);
    const second = await api.post(VERIFY_LINK_API_PATH, payload);

    expect(first.json()).toMatchObject({ status: true, data: { role: 'model' } });
    expect(first.json().token).toEqual(expect.any(String));
    expect(second.json()).toEqual({ status: true, message: AUTH_MESSAGES.alreadyVerified });
  });

  it('keeps the customer answer as it was: no token after verify_otp', async () => {
    const email = uniqueEmail();
    const signup = await postCustomerSignup(api, email);
    const { code } = await latestCode(api.db, email);

    const response = await api.post(VERIFY_OTP_API_PATH, { id: signup.json().data.id, otp: code });

    expect(response.json()).toEqual({ status: true, message: AUTH_MESSAGES.otpVerified });
  });
});

describe('POST /api/advertiser/login', () => {
  const login = (email: string, password = GOOD_PASSWORD, path = MODEL_LOGIN_API_PATH) =>
    api.post(path, { email, password });

  it('signs a verified advertiser in with the customer login answer shape', async () => {
    const model = await createModelAccount(api.db, api.testApp.tokens, { password: GOOD_PASSWORD });

    const response = await login(model.email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      name: 'Test Advertiser',
      email: model.email,
      role: 'model',
      user: { id: model.id },
      token: expect.any(String),
    });
    expect((await me(response.json().token)).statusCode).toBe(200);
  });

  it('signs an admin in on the advertiser form, with role admin', async () => {
    const admin = await createAdminAccount(api.db, api.testApp.tokens, { password: GOOD_PASSWORD });

    const response = await login(admin.email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'admin', user: { id: admin.id } });
  });

  it('answers an unverified advertiser 403 with its id and mails a new code, not a token', async () => {
    const model = await createModelAccount(api.db, api.testApp.tokens, {
      password: GOOD_PASSWORD,
      verified: false,
    });

    const response = await login(model.email);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: AUTH_MESSAGES.accountNotVerified,
      data: { id: model.id },
    });
    expect((await latestCode(api.db, model.email)).code).toMatch(/^\d{4}$/);
  });

  it('refuses a demo advertiser without a password like any wrong login', async () => {
    const demo = await createModelAccount(api.db, api.testApp.tokens);

    const response = await login(demo.email);

    expect(response.statusCode).toBe(401);
  });
});

describe('forgot and reset for an advertiser', () => {
  async function resetLinkOf(email: string): Promise<URL> {
    const [mail] = await outboxFor(api.db, email);
    const link = /(https?:\/\/\S+\/reset-password\?\S+?)(?=\s|$)/.exec(mail!.bodyText)?.[1];
    if (!link) throw new Error(`no /reset-password link in:\n${mail?.bodyText}`);
    return new URL(link);
  }
  const resetWith = (link: URL, password = NEW_PASSWORD) =>
    api.post(PASSWORD_RESET_API_PATH, {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password,
    });

  it('mails a /reset-password link (not the customer page); the reset works once and ends old sessions', async () => {
    const model = await createModelAccount(api.db, api.testApp.tokens, { password: GOOD_PASSWORD });

    await api.post(FORGOT_PASSWORD_API_PATH, { email: model.email });
    const link = await resetLinkOf(model.email);
    const first = await resetWith(link);
    const again = await resetWith(link, 'another-fine-phrase-9');

    expect(link.origin + link.pathname).toBe('https://directory.example/reset-password');
    expect(link.searchParams.get('email')).toBe(model.email);
    expect(first.json()).toEqual({ msg: 'Password reset' });
    expectAnswer(again, 400, AUTH_MESSAGES.resetLinkInvalid);
    expect((await me(model.token)).statusCode).toBe(401);
    expect(
      (await api.post(MODEL_LOGIN_API_PATH, { email: model.email, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('ends every older reset link when one is used', async () => {
    const model = await createModelAccount(api.db, api.testApp.tokens, { password: GOOD_PASSWORD });
    await api.post(FORGOT_PASSWORD_API_PATH, { email: model.email });
    const older = await resetLinkOf(model.email);
    await api.post(FORGOT_PASSWORD_API_PATH, { email: model.email });
    const newer = await resetLinkOf(model.email);

    expect((await resetWith(newer)).statusCode).toBe(200);
    const late = await resetWith(older, 'another-fine-phrase-9');

    expect(late.statusCode).toBe(400);
  });

  it('mails an admin the /reset-password link too', async () => {
    const admin = await createAdminAccount(api.db, api.testApp.tokens, { password: GOOD_PASSWORD });

    await api.post(FORGOT_PASSWORD_API_PATH, { email: admin.email });

    expect((await resetLinkOf(admin.email)).pathname).toBe('/reset-password');
  });
});
