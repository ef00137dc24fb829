import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  VERIFY_OTP_API_PATH,
  CUSTOMER_WISHLIST_PATH,
  LOGIN_DOOR_HINTS,
  MODEL_LOGIN_API_PATH,
} from '@app/contract';
import { oneTimeCodes, users } from '../../db/schema.js';
import { hashTestPassword } from '../../test/test-password-cost.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import { createCustomer } from '../../test/factories.js';
import {
  GOOD_PASSWORD,
  latestCode,
  outboxFor,
  postCustomerSignup,
  uniqueEmail,
} from '../../test/auth-helpers.js';

const api = useApiTest();

async function verifiedCustomer(overrides: Partial<typeof users.$inferInsert> = {}) {
  const email = uniqueEmail();
  const { user } = await createCustomer(api.db, api.testApp.tokens, {
    email,
    name: 'Sam Login',
    passwordHash: await hashTestPassword(GOOD_PASSWORD),
    ...overrides,
  });
  return user;
}

const login = (email: string, password = GOOD_PASSWORD) =>
  api.post(CUSTOMER_LOGIN_API_PATH, { email, password });

describe('POST /api/customer/login', () => {
  it('answers 200 with name, email, role, user.id and a working token, and records last_seen_at', async () => {
    const user = await verifiedCustomer();

    const response = await login(user.email.toUpperCase());

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      name: 'Sam Login',
      email: user.email,
      role: 'customer',
      user: { id: user.id },
      token: expect.any(String),
    });
    const claims = await api.testApp.tokens.read(body.token);
    expect(claims).toEqual({ userId: user.id, role: 'customer', tokenVersion: 0 });
    const privateCall = await api.app.inject({
      method: 'GET',
      url: CUSTOMER_WISHLIST_PATH,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(privateCall.statusCode).toBe(200);
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastSeenAt).toBeInstanceOf(Date);
  });

  it('answers the same 401 for a wrong password, an unknown e-mail, a Google-only account and another role’s wrong password', async () => {
    const user = await verifiedCustomer();
    const googleOnly = await verifiedCustomer({ passwordHash: null, googleSubject: 'g-123' });
    const model = await verifiedCustomer({ role: 'model' });

    const responses = await Promise.all([
      login(user.email, 'wrong-password-1'),
      login(uniqueEmail('nobody')),
      login(googleOnly.email),
      login(model.email, 'wrong-password-1'),
      api.post(MODEL_LOGIN_API_PATH, { email: user.email, password: 'wrong-password-1' }),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: AUTH_MESSAGES.invalidCredentials,
      });
    }
  });

  it('after the right password at the other door, answers the same 401 and names the door the account uses', async () => {
    const model = await verifiedCustomer({ role: 'model' });
    const admin = await verifiedCustomer({ role: 'admin' });
    const customer = await verifiedCustomer();
    const atCustomerDoor = [await login(model.email), await login(admin.email)];
    const atModelDoor = await api.post(MODEL_LOGIN_API_PATH, {
      email: customer.email,
      password: GOOD_PASSWORD,
    });

    const refused = {
      statusCode: 401,
      error: 'Unauthorized',
      message: AUTH_MESSAGES.invalidCredentials,
    };
    for (const response of atCustomerDoor) {
      expect(response.json()).toEqual({ ...refused, door: 'model', hint: LOGIN_DOOR_HINTS.model });
    }
    expect(atModelDoor.json()).toEqual({
      ...refused,
      door: 'customer',
      hint: LOGIN_DOOR_HINTS.customer,
    });
  });

  it('answers an unverified account with the right password 403, its id and a fresh code, not a token', async () => {
    const email = uniqueEmail();
    const signup = await postCustomerSignup(api, email);
    const id = signup.json().data.id as number;
    // The sign-up code is older than the cool-down, so login mails a fresh one.
    await api.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(oneTimeCodes.userId, id));

    const response = await login(email);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: AUTH_MESSAGES.accountNotVerified,
      data: { id },
    });
    expect(response.json().token).toBeUndefined();
    expect(await outboxFor(api.db, email)).toHaveLength(2);
    const { code } = await latestCode(api.db, email);
    const verified = await api.post(VERIFY_OTP_API_PATH, { id, otp: code });
    expect(verified.json().message).toBe(AUTH_MESSAGES.otpVerified);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('mails no second code to an unverified account within the cool-down', async () => {
    const email = uniqueEmail();
    await api.post(CUSTOMER_SIGNUP_API_PATH, { name: 'Pat', email, password: GOOD_PASSWORD });

    const response = await login(email);

    expect(response.statusCode).toBe(403);
    expect(await outboxFor(api.db, email)).toHaveLength(1);
  });

  it('answers an unverified account with a wrong password 401, sending nothing', async () => {
    const email = uniqueEmail();
    await api.post(CUSTOMER_SIGNUP_API_PATH, { name: 'Pat', email, password: GOOD_PASSWORD });

    const response = await login(email, 'not-the-password');

    expect(response.statusCode).toBe(401);
    expect(response.json().data).toBeUndefined();
  });

  it('answers a suspended account with the right password 403 suspended', async () => {
    const user = await verifiedCustomer({ status: 'suspended' });

    const response = await login(user.email);

    expectAnswer(response, 403, AUTH_MESSAGES.accountSuspended);
    expect(response.json().data).toBeUndefined();
  });

  it.each([
    [{ email: 'bad', password: 'whatever1' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ email: '', password: 'whatever1' }, 'email', AUTH_MESSAGES.emailRequired],
    [{ email: 'a@example.com', password: '12345' }, 'password', AUTH_MESSAGES.passwordTooShort],
    [{ email: 'a@example.com', password: '' }, 'password', AUTH_MESSAGES.passwordRequired],
  ])("answers %j with a 422 and the contract's message", async (payload, field, message) => {
    const response = await api.post(CUSTOMER_LOGIN_API_PATH, payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });
});
