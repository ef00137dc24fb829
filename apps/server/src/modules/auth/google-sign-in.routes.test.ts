import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CUSTOMER_GOOGLE_AUTH_API_PATH,
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_WISHLIST_PATH,
} from '@app/contract';
import { customerProfiles, users } from '../../db/schema.js';
import { hashTestPassword } from '../../test/test-password-cost.js';
import { expectAnswer, postJson, useApiTest } from '../../test/api-test.js';
import { createCustomer } from '../../test/factories.js';
import { uniqueEmail } from '../../test/auth-helpers.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KEY_ID = 'test-key-1';

/** A key pair made for this run; only its public half is given to the app, as Google's. */
const googleKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = googleKey.publicKey.export({ type: 'spki', format: 'pem' }).toString();

const api = useApiTest({
  env: { GOOGLE_CLIENT_ID: CLIENT_ID },
  deps: () => ({
    googleCerts: async () => ({ [KEY_ID]: publicPem }),
  }),
});

interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  aud?: string;
  iss?: string;
  iat?: number;
  exp?: number;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 ID token shaped like Google's, signed with `key`. */
function idToken(claims: Claims, key: KeyObject = googleKey.privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' });
  const payload = base64url({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    iat: now,
    exp: now + 3600,
    ...claims,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

let nextSubject = 1;
const subject = () => `google-sub-${Date.now()}-${nextSubject++}`;

function signIn(token: string, body: object = {}) {
  return postJson(api.app, CUSTOMER_GOOGLE_AUTH_API_PATH, {
    token,
    clientId: CLIENT_ID,
    name: 'From The Body',
    email: 'body@example.com',
    email_verified_at: '2020-01-01',
    ...body,
  });
}

describe('POST /api/customer/auth/google', () => {
  it('creates a verified customer without a password from a good token, keyed by sub', async () => {
    const email = uniqueEmail('google');
    const sub = subject();

    const response = await signIn(
      idToken({ sub, email: email.toUpperCase(), email_verified: true, name: 'Gina Google' }),
    );

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      data: { name: 'Gina Google', email, role: 'customer', id: expect.any(Number) },
      token: expect.any(String),
    });
    const [row] = await api.db.select().from(users).where(eq(users.id, body.data.id));
    expect(row).toMatchObject({ googleSubject: sub, passwordHash: null, role: 'customer' });
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    const profile = await api.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, body.data.id));
    expect(profile).toHaveLength(1);
    expect(await api.testApp.tokens.read(body.token)).toMatchObject({ userId: body.data.id });

    const again = await signIn(idToken({ sub, email, email_verified: true }));
    expect(again.json().data.id).toBe(body.data.id);
  });

  it('never trusts the body: the e-mail and name come from the token only', async () => {
    const email = uniqueEmail('token-mail');
    const victim = uniqueEmail('victim');

    const response = await signIn(idToken({ sub: subject(), email, email_verified: true }), {
      email: victim,
      name: 'Body Name',
    });

    expect(response.json().data.email).toBe(email);
    expect(response.json().data.name).not.toBe('Body Name');
    expect(await api.db.select().from(users).where(eq(users.email, victim))).toHaveLength(0);
  });

  it('links an existing verified customer with the same e-mail, keeping its password', async () => {
    const email = uniqueEmail('linked');
    const { user } = await createCustomer(api.db, api.testApp.tokens, {
      email,
      passwordHash: await hashTestPassword('kept-password-9'),
    });
    const sub = subject();

    const response = await signIn(idToken({ sub, email, email_verified: true }));

    expect(response.json().data.id).toBe(user.id);
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleSubject).toBe(sub);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('takes over an unverified account for the Google owner of its e-mail, dropping the unproven password', async () => {
    const email = uniqueEmail('squatted');
    const { user } = await createCustomer(api.db, api.testApp.tokens, {
      email,
      emailVerifiedAt: null,
      phone: '0400000000',
      passwordHash: await hashTestPassword('planted-password-1'),
    });

    const response = await signIn(idToken({ sub: subject(), email, email_verified: true }));

    expect(response.json().data.id).toBe(user.id);
    const [row] = await api.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ passwordHash: null, phone: null, tokenVersion: 1 });
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('leaves the password planted by a sign-up that never proved the e-mail not working, and its tokens dead', async () => {
    const email = uniqueEmail('pre-hijack');
    const { token: plantedToken } = await createCustomer(api.db, api.testApp.tokens, {
      email,
      emailVerifiedAt: null,
      passwordHash: await hashTestPassword('planted-password-1'),
    });

    const google = await signIn(idToken({ sub: subject(), email, email_verified: true }));
    const withPlantedPassword = await postJson(api.app, CUSTOMER_LOGIN_API_PATH, {
      email,
      password: 'planted-password-1',
    });
    const withPlantedToken = await api.app.inject({
      method: 'GET',
      url: CUSTOMER_WISHLIST_PATH,
      headers: { authorization: `Bearer ${plantedToken}` },
    });
    const withGoogleToken = await api.app.inject({
      method: 'GET',
      url: CUSTOMER_WISHLIST_PATH,
      headers: { authorization: `Bearer ${google.json().token}` },
    });

    expect(google.statusCode).toBe(200);
    expectAnswer(withPlantedPassword, 401, AUTH_MESSAGES.invalidCredentials);
    expect(withPlantedToken.statusCode).toBe(401);
    expect(withGoogleToken.statusCode).toBe(200);
  });

  it('keeps the password of an account whose owner proved the e-mail by code: it still signs in', async () => {
    const email = uniqueEmail('proven');
    await createCustomer(api.db, api.testApp.tokens, {
      email,
      passwordHash: await hashTestPassword('owners-password-2'),
    });

    await signIn(idToken({ sub: subject(), email, email_verified: true }));
    const withPassword = await postJson(api.app, CUSTOMER_LOGIN_API_PATH, {
      email,
      password: 'owners-password-2',
    });

    expect(withPassword.statusCode).toBe(200);
  });

  it('refuses a Google account whose e-mail is not verified with a 403', async () => {
    const email = uniqueEmail('unverified-google');

    const response = await signIn(idToken({ sub: subject(), email, email_verified: false }));

    expectAnswer(response, 403, AUTH_MESSAGES.googleEmailNotVerified);
    expect(await api.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it.each([
    [
      'a wrong audience',
      () =>
        idToken({
          sub: subject(),
          email: uniqueEmail(),
          email_verified: true,
          aud: 'another-client',
        }),
    ],
    [
      'an expired token',
      () => {
        const past = Math.floor(Date.now() / 1000) - 7200;
        return idToken({
          sub: subject(),
          email: uniqueEmail(),
          email_verified: true,
          iat: past - 3600,
          exp: past,
        });
      },
    ],
    [
      'a forged signature',
      () =>
        idToken(
          { sub: subject(), email: uniqueEmail(), email_verified: true },
          strangerKey.privateKey,
        ),
    ],
    [
      'another issuer',
      () =>
        idToken({
          sub: subject(),
          email: uniqueEmail(),
          email_verified: true,
          iss: 'https://evil.example',
        }),
    ],
    ['a token that is not a JWT', () => 'not.a-token'],
  ])('refuses %s with a 401', async (_label, makeToken) => {
    const response = await signIn(makeToken());

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: AUTH_MESSAGES.googleTokenInvalid,
    });
  });

  it('refuses to link the e-mail of a model account', async () => {
    const email = uniqueEmail('model');
    await createCustomer(api.db, api.testApp.tokens, { email, role: 'model' });

    const response = await signIn(idToken({ sub: subject(), email, email_verified: true }));

    expectAnswer(response, 409, AUTH_MESSAGES.emailTaken);
  });
});

describe('POST /api/customer/auth/google without GOOGLE_CLIENT_ID', () => {
  const plain = useApiTest();

  it('answers 503 saying Google sign-in is not available', async () => {
    const response = await postJson(plain.testApp.app, CUSTOMER_GOOGLE_AUTH_API_PATH, {
      token: idToken({ sub: subject(), email: uniqueEmail(), email_verified: true }),
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: AUTH_MESSAGES.googleNotConfigured,
    });
  });
});
