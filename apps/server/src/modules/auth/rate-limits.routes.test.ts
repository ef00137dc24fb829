import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_API_PATH,
  CUSTOMER_GOOGLE_AUTH_API_PATH,
  CUSTOMER_LOGIN_API_PATH,
  RESEND_OTP_API_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  VERIFY_LINK_API_PATH,
  VERIFY_OTP_API_PATH,
  MESSAGES,
  MODEL_LOGIN_API_PATH,
  MODEL_SIGNUP_API_PATH,
  PASSWORD_RESET_API_PATH,
} from '@app/contract';
import { freshIp, useApiTest } from '../../test/api-test.js';
import { GOOD_PASSWORD, uniqueEmail } from '../../test/auth-helpers.js';
import { AUTH_ACCOUNT_LIMITS, AUTH_IP_RATE_LIMIT, FORGOT_IP_RATE_LIMIT } from './auth.routes.js';

const api = useApiTest();

async function statusesOf(count: number, call: (n: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) statuses.push((await call(n)).statusCode);
  return statuses;
}

function expectTooManyRequests(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: MESSAGES.tooManyRequests,
  });
}

describe('rate limits of the account calls', () => {
  it.each([
    [
      CUSTOMER_LOGIN_API_PATH,
      (n: number) => ({ email: uniqueEmail(`ip${n}`), password: 'wrong-pass-1' }),
    ],
    [CUSTOMER_SIGNUP_API_PATH, () => ({ name: '', email: 'x', password: '' })],
    [
      MODEL_LOGIN_API_PATH,
      (n: number) => ({ email: uniqueEmail(`adv-ip${n}`), password: 'wrong-pass-1' }),
    ],
    [MODEL_SIGNUP_API_PATH, () => ({ name: '', email: 'x', password: '' })],
    [VERIFY_OTP_API_PATH, (n: number) => ({ id: 1_000_000 + n, otp: '1234' })],
    [RESEND_OTP_API_PATH, (n: number) => ({ id: 1_000_000 + n })],
    [VERIFY_LINK_API_PATH, (n: number) => ({ id: 1_000_000 + n, token: 'x' })],
    [
      PASSWORD_RESET_API_PATH,
      (n: number) => ({ email: uniqueEmail(`r${n}`), password: GOOD_PASSWORD, token: 'x' }),
    ],
    [CUSTOMER_GOOGLE_AUTH_API_PATH, () => ({ token: 'x' })],
  ])('%s answers the 11th call a minute from one address with a 429', async (path, payload) => {
    const ip = freshIp();
    const statuses = await statusesOf(AUTH_IP_RATE_LIMIT.max, (n) =>
      api.post(path, payload(n), ip),
    );

    const over = await api.post(path, payload(99), ip);

    expect(statuses).not.toContain(429);
    expectTooManyRequests(over);
  });

  it('limits forgot-password to 5 a minute from one address', async () => {
    const ip = freshIp();
    const call = (n: number) =>
      api.post(FORGOT_PASSWORD_API_PATH, { email: uniqueEmail(`f${n}`) }, ip);
    const statuses = await statusesOf(FORGOT_IP_RATE_LIMIT.max, call);

    expect(statuses.every((status) => status === 200)).toBe(true);
    expectTooManyRequests(await call(99));
  });

  it.each([
    [
      'login',
      CUSTOMER_LOGIN_API_PATH,
      AUTH_ACCOUNT_LIMITS.login,
      { email: uniqueEmail('acct'), password: 'wrong-pass-1' },
    ],
    [
      'verify_otp',
      VERIFY_OTP_API_PATH,
      AUTH_ACCOUNT_LIMITS.verifyOtp,
      { id: 1_999_999, otp: '1234' },
    ],
    ['resend_otp', RESEND_OTP_API_PATH, AUTH_ACCOUNT_LIMITS.resendOtp, { id: 1_999_998 }],
    [
      'verify_link',
      VERIFY_LINK_API_PATH,
      AUTH_ACCOUNT_LIMITS.verifyLink,
      { id: 1_999_997, token: 'x' },
    ],
    [
      'forgot',
      FORGOT_PASSWORD_API_PATH,
      AUTH_ACCOUNT_LIMITS.forgot,
      { email: uniqueEmail('acct-f') },
    ],
    [
      'reset',
      PASSWORD_RESET_API_PATH,
      AUTH_ACCOUNT_LIMITS.reset,
      { email: uniqueEmail('acct-r'), password: GOOD_PASSWORD, token: 'x' },
    ],
    [
      'advertiser login',
      MODEL_LOGIN_API_PATH,
      AUTH_ACCOUNT_LIMITS.login,
      { email: uniqueEmail('acct-adv'), password: 'wrong-pass-1' },
    ],
    [
      'advertiser signup',
      MODEL_SIGNUP_API_PATH,
      AUTH_ACCOUNT_LIMITS.signup,
      {
        name: 'A',
        email: uniqueEmail('acct-adv-s'),
        phone: '0412345678',
        password: 'password',
        is_adult: true,
      },
    ],
    [
      'signup',
      CUSTOMER_SIGNUP_API_PATH,
      AUTH_ACCOUNT_LIMITS.signup,
      { name: 'A', email: uniqueEmail('acct-s'), password: 'password' },
    ],
  ])(
    '%s limits one account from many addresses, with a Retry-After',
    async (_name, path, max, payload) => {
      const statuses = await statusesOf(max, () => api.post(path, payload, freshIp()));

      const over = await api.post(path, payload, freshIp());

      expect(statuses).not.toContain(429);
      expectTooManyRequests(over);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('counts the login limit on the lower-cased e-mail', async () => {
    const email = uniqueEmail('case');
    const variants = [email, email.toUpperCase(), ` ${email} `];
    const statuses = await statusesOf(AUTH_ACCOUNT_LIMITS.login, (n) =>
      api.post(
        CUSTOMER_LOGIN_API_PATH,
        { email: variants[n % 3], password: 'wrong-pass-1' },
        freshIp(),
      ),
    );

    const over = await api.post(
      CUSTOMER_LOGIN_API_PATH,
      { email: email.toUpperCase(), password: 'x-wrong-1' },
      freshIp(),
    );

    expect(statuses).toEqual(Array(AUTH_ACCOUNT_LIMITS.login).fill(401));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).not.toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('counts sign-in tries on both forms together for one account', async () => {
    const email = uniqueEmail('both-forms');
    const paths = [CUSTOMER_LOGIN_API_PATH, MODEL_LOGIN_API_PATH];
    const statuses = await statusesOf(AUTH_ACCOUNT_LIMITS.login, (n) =>
      api.post(paths[n % 2]!, { email, password: 'wrong-pass-1' }, freshIp()),
    );

    const over = await api.post(
      MODEL_LOGIN_API_PATH,
      { email, password: 'wrong-pass-1' },
      freshIp(),
    );

    expect(statuses).toEqual(Array(AUTH_ACCOUNT_LIMITS.login).fill(401));
    expectTooManyRequests(over);
  });
});
