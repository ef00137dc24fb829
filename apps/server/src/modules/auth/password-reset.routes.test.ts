import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_API_PATH,
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_WISHLIST_PATH,
  PASSWORD_RESET_API_PATH,
  SITE_NAME,
} from '@app/contract';
import { passwordResets, users } from '../../db/schema.js';
import { hashTestPassword } from '../../test/test-password-cost.js';
import { expectAnswer, expectFieldErrors, useApiTest } from '../../test/api-test.js';
import { createCustomer } from '../../test/factories.js';
import { GOOD_PASSWORD, outboxFor, uniqueEmail } from '../../test/auth-helpers.js';
import { toAustralianMobile } from './password-reset.service.js';

const api = useApiTest({ env: { PUBLIC_URL: 'https://directory.example' } });

const NEW_PASSWORD = 'lantern-meadow-58';

async function customerWithPassword(overrides: Partial<typeof users.$inferInsert> = {}) {
  return createCustomer(api.db, api.testApp.tokens, {
    email: uniqueEmail('reset'),
    passwordHash: await hashTestPassword(GOOD_PASSWORD),
    ...overrides,
  });
}

/** The reset link of the newest message to `recipient` (mail or text). */
async function latestResetLink(recipient: string): Promise<URL> {
  const [message] = await outboxFor(api.db, recipient);
  const link = /(https?:\/\/\S+\/reset-password-user\?\S+?)(?=\s|$)/.exec(message!.bodyText)?.[1];
  return new URL(link!);
}

function resetWith(link: URL, password = NEW_PASSWORD) {
  return api.post(PASSWORD_RESET_API_PATH, {
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
    password,
  });
}

const wishlistWith = (token: string) =>
  api.app.inject({
    method: 'GET',
    url: CUSTOMER_WISHLIST_PATH,
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /api/forgot-password-customer', () => {
  it('mails an absolute single-use link to /reset-password-user and stores only its hash', async () => {
    const { user } = await customerWithPassword();

    const response = await api.post(FORGOT_PASSWORD_API_PATH, { email: user.email.toUpperCase() });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: AUTH_MESSAGES.resetRequestAccepted });
    const [mail] = await outboxFor(api.db, user.email);
    expect(mail!.channel).toBe('email');
    expect(mail!.bodyText).toContain(SITE_NAME);
    expect(mail!.bodyText).toContain('valid for 1 hour');
    expect(mail!.bodyHtml).toContain('reset-password-user');
    const link = await latestResetLink(user.email);
    expect(link.origin + link.pathname).toBe('https://directory.example/reset-password-user');
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await api.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers an unknown e-mail or phone exactly as a known one, sending nothing', async () => {
    const unknownEmail = uniqueEmail('nobody');

    const byEmail = await api.post(FORGOT_PASSWORD_API_PATH, { email: unknownEmail });
    const byPhone = await api.post(FORGOT_PASSWORD_API_PATH, { email: '0499999990' });

    for (const response of [byEmail, byPhone]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        message: AUTH_MESSAGES.resetRequestAccepted,
      });
    }
    expect(await outboxFor(api.db, unknownEmail)).toHaveLength(0);
    expect(await outboxFor(api.db, '0499999990')).toHaveLength(0);
  });

  it('mails the link of an account found by its phone, written any way, to its mailbox and texts nothing', async () => {
    const { user } = await customerWithPassword({ phone: '0411222333' });

    const response = await api.post(FORGOT_PASSWORD_API_PATH, { email: '+61 411 222 333' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: AUTH_MESSAGES.resetRequestAccepted });
    expect(await outboxFor(api.db, '0411222333')).toHaveLength(0);
    const link = await latestResetLink(user.email);
    expect(link.searchParams.get('email')).toBe(user.email);
    expect((await resetWith(link)).json()).toEqual({ msg: 'Password reset' });
  });

  it('sends nothing for the phone of an unverified account, answering as for any other', async () => {
    const { user } = await customerWithPassword({ phone: '0411222444', emailVerifiedAt: null });

    const response = await api.post(FORGOT_PASSWORD_API_PATH, { email: '0411 222 444' });

    expect(response.json()).toEqual({ status: true, message: AUTH_MESSAGES.resetRequestAccepted });
    expect(await outboxFor(api.db, '0411222444')).toHaveLength(0);
    expect(await outboxFor(api.db, user.email)).toHaveLength(0);
  });

  it.each([
    [{ email: '' }, AUTH_MESSAGES.resetIdentifierRequired],
    [{ email: 'abc' }, AUTH_MESSAGES.resetIdentifierTooShort],
  ])("answers %j with a 422 and the contract's message", async (payload, message) => {
    const response = await api.post(FORGOT_PASSWORD_API_PATH, payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toBe(message);
  });
});

describe('POST /api/password-reset', () => {
  it('sets the new password once, ends older sessions and kills the other links', async () => {
    const { user, token: oldSession } = await customerWithPassword();
    expect((await wishlistWith(oldSession)).statusCode).toBe(200);
    await api.post(FORGOT_PASSWORD_API_PATH, { email: user.email });
    const otherLink = await latestResetLink(user.email);
    await api.post(FORGOT_PASSWORD_API_PATH, { email: user.email });
    const link = await latestResetLink(user.email);

    const first = await resetWith(link);
    const second = await resetWith(link, 'another-new-pass-7');
    const other = await resetWith(otherLink, 'another-new-pass-7');

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: 'Password reset' });
    for (const refused of [second, other]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: AUTH_MESSAGES.resetLinkInvalid,
      });
    }
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.tokenVersion).toBe(1);
    const oldCall = await wishlistWith(oldSession);
    expectAnswer(oldCall, 401, AUTH_MESSAGES.unauthorized);

    const oldLogin = await api.post(CUSTOMER_LOGIN_API_PATH, {
      email: user.email,
      password: GOOD_PASSWORD,
    });
    const newLogin = await api.post(CUSTOMER_LOGIN_API_PATH, {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(newLogin.statusCode).toBe(200);
    expect((await wishlistWith(newLogin.json().token)).statusCode).toBe(200);
  });

  it('refuses an expired link, a link for another e-mail and a made-up token', async () => {
    const { user } = await customerWithPassword();
    const { user: other } = await customerWithPassword();
    await api.post(FORGOT_PASSWORD_API_PATH, { email: user.email });
    const link = await latestResetLink(user.email);
    const token = link.searchParams.get('token')!;

    const wrongEmail = await api.post(PASSWORD_RESET_API_PATH, {
      email: other.email,
      token,
      password: NEW_PASSWORD,
    });
    const madeUp = await api.post(PASSWORD_RESET_API_PATH, {
      email: user.email,
      token: 'A'.repeat(43),
      password: NEW_PASSWORD,
    });
    await api.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await resetWith(link);

    for (const response of [wrongEmail, madeUp, expired]) {
      expectAnswer(response, 400, AUTH_MESSAGES.resetLinkInvalid);
    }
  });

  it('refuses a common new password on the password field and keeps the link usable', async () => {
    const { user } = await customerWithPassword();
    await api.post(FORGOT_PASSWORD_API_PATH, { email: user.email });
    const link = await latestResetLink(user.email);

    const common = await resetWith(link, 'letmein');
    const good = await resetWith(link);

    expectFieldErrors(common, { password: AUTH_MESSAGES.passwordTooCommon });
    expect(good.statusCode).toBe(200);
  });

  it('verifies an unverified account reset through its mailbox and drops its unproven phone', async () => {
    const { user } = await customerWithPassword({ emailVerifiedAt: null, phone: '0400111222' });
    await api.post(FORGOT_PASSWORD_API_PATH, { email: user.email });

    await resetWith(await latestResetLink(user.email));

    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row!.phone).toBeNull();
    const login = await api.post(CUSTOMER_LOGIN_API_PATH, {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ password: '12345' }, 'password', AUTH_MESSAGES.newPasswordTooShort],
    [{ password: '' }, 'password', AUTH_MESSAGES.newPasswordRequired],
    [{ email: 'nope' }, 'email', AUTH_MESSAGES.emailInvalid],
  ])("answers %j with a 422 and the contract's message", async (override, field, message) => {
    const response = await api.post(PASSWORD_RESET_API_PATH, {
      email: 'someone@example.com',
      token: 'abc',
      password: NEW_PASSWORD,
      ...override,
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });
});

describe('toAustralianMobile', () => {
  it.each([
    ['0412345678', '0412345678'],
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['(04) 1234-5678', '0412345678'],
    ['0212345678', undefined],
    ['someone@example.com', undefined],
    ['041234567', undefined],
  ])('reads %s as %s', (input, expected) => {
    expect(toAustralianMobile(input)).toBe(expected);
  });
});
