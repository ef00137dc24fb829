import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CUSTOMER_SIGNUP_API_PATH,
  FORGOT_PASSWORD_API_PATH,
  MESSAGES,
} from '@app/contract';
import { outbox, users } from '../../db/schema.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import { createCustomer } from '../../test/factories.js';
import { GOOD_PASSWORD, outboxFor, uniqueEmail } from '../../test/auth-helpers.js';
import { AUTH_ACCOUNT_LIMITS } from './auth.routes.js';

/**
 * One phone is one phone however it is written (lookups, storage and the
 * per-account limit use the contract's canonical form), and a reset link never goes by text
 * to a number nobody proved.
 */
const api = useApiTest({ env: { PUBLIC_URL: 'https://directory.example' } });

describe('phone numbers written differently', () => {
  it('count as one number for the forgot-password limit: `04 0000 0001` after 0400000001', async () => {
    const answers = [];
    for (let i = 0; i < AUTH_ACCOUNT_LIMITS.forgot; i += 1) {
      answers.push(await api.post(FORGOT_PASSWORD_API_PATH, { email: '0400000001' }));
    }

    const spaced = await api.post(FORGOT_PASSWORD_API_PATH, { email: '04 0000 0001' });
    const international = await api.post(FORGOT_PASSWORD_API_PATH, { email: '+61 400 000 001' });

    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array(AUTH_ACCOUNT_LIMITS.forgot).fill(200),
    );
    for (const response of [spaced, international]) {
      expectAnswer(response, 429, MESSAGES.tooManyRequests);
    }
  });

  it('are stored in the one canonical form at sign-up', async () => {
    const email = uniqueEmail('spaced-phone');

    const response = await api.post(CUSTOMER_SIGNUP_API_PATH, {
      name: 'Alex Reader',
      email,
      phone: '+61 412 345 679',
      password: GOOD_PASSWORD,
    });

    expect(response.statusCode).toBe(201);
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row!.phone).toBe('0412345679');
  });
});

describe('a reset asked for by phone', () => {
  it('sends no text to an unverified number and answers as for any other', async () => {
    const { user } = await createCustomer(api.db, api.testApp.tokens, {
      email: uniqueEmail('phone-only'),
      phone: '0411555666',
      emailVerifiedAt: null,
    });

    const response = await api.post(FORGOT_PASSWORD_API_PATH, { email: '0411 555 666' });

    expect(response.json()).toEqual({ status: true, message: AUTH_MESSAGES.resetRequestAccepted });
    expect(await outboxFor(api.db, '0411555666')).toHaveLength(0);
    expect(await outboxFor(api.db, user.email)).toHaveLength(0);
  });

  it('never sends a text at all, so no e-mail address can travel in one: the link goes to the mailbox', async () => {
    const { user } = await createCustomer(api.db, api.testApp.tokens, {
      email: uniqueEmail('phone-verified-mail'),
      phone: '0411555777',
    });

    await api.post(FORGOT_PASSWORD_API_PATH, { email: '0411-555-777' });

    expect(await api.db.select().from(outbox).where(eq(outbox.channel, 'sms'))).toHaveLength(0);
    const [mail] = await outboxFor(api.db, user.email);
    expect(mail!.channel).toBe('email');
    expect(mail!.bodyText).toContain('/reset-password-user?');
  });
});
