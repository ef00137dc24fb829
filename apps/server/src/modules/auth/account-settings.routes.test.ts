import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAIL_SUBJECTS,
  AUTH_MESSAGES,
  LISTING_MESSAGES,
  MODEL_EMAIL_CHANGE_PATH,
  MODEL_EMAIL_CONFIRM_PATH,
  MODEL_LOGIN_API_PATH,
  MODEL_ME_PATH,
  MODEL_PASSWORD_PATH,
} from '@app/contract';
import { models, users } from '../../db/schema.js';
import {
  expectAnswer,
  expectFieldErrors,
  freshIp,
  postJson,
  useApiTest,
} from '../../test/api-test.js';
import { GOOD_PASSWORD, outboxFor, uniqueEmail } from '../../test/auth-helpers.js';
import {
  createCustomer,
  createListing,
  createModelAccount,
  type TestAccount,
} from '../../test/factories.js';

const api = useApiTest();
const NEW_PASSWORD = 'lantern-meadow-58';

function call(method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) {
  return api.app.inject({
    method,
    url,
    payload,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const advertiserWithPassword = () =>
  createModelAccount(api.db, api.testApp.tokens, { password: GOOD_PASSWORD });

/** The code of the newest e-mail-change mail to `email`. */
async function changeCode(email: string): Promise<string> {
  const [mail] = await outboxFor(api.db, email);
  const code = /settings: (\d{4})/.exec(mail?.bodyText ?? '')?.[1];
  if (!code) throw new Error(`no code mail to ${email}`);
  return code;
}

async function requestChange(model: TestAccount, email: string) {
  return call('POST', MODEL_EMAIL_CHANGE_PATH, model.token, {
    email,
    current_password: GOOD_PASSWORD,
  });
}

describe('the /api/model guard', () => {
  it('answers no token 401 and a customer token 403 on every settings call', async () => {
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const calls = [
      ['GET', MODEL_ME_PATH],
      ['PUT', MODEL_PASSWORD_PATH],
      ['POST', MODEL_EMAIL_CHANGE_PATH],
      ['POST', MODEL_EMAIL_CONFIRM_PATH],
    ] as const;

    for (const [method, url] of calls) {
      expect((await call(method, url, undefined, {})).statusCode).toBe(401);
      const asCustomer = await call(method, url, customer.token, {});
      expectAnswer(asCustomer, 403, AUTH_MESSAGES.forbidden);
    }
  });
});

describe('GET /api/model/me', () => {
  it('answers the account with a null listing before the first step', async () => {
    const model = await createModelAccount(api.db, api.testApp.tokens, { name: 'Ava' });

    const response = await call('GET', MODEL_ME_PATH, model.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: model.id,
        name: 'Ava',
        email: model.email,
        phone: '0412345678',
        pending_email: null,
        listing_id: null,
        hide_online_status: false,
      },
    });
  });

  it("answers the advertiser's own listing id and its online-status choice", async () => {
    const listing = await createListing(api.db, { hideOnlineStatus: true });
    const [owner] = await api.db.select().from(users).where(eq(users.id, listing.userId));
    const token = await api.testApp.tokens.issue({
      userId: owner!.id,
      role: 'model',
      tokenVersion: owner!.tokenVersion,
    });

    const response = await call('GET', MODEL_ME_PATH, token);

    expect(response.json().data).toMatchObject({
      listing_id: listing.id,
      hide_online_status: true,
    });
  });
});

describe('PUT /api/model/account/password', () => {
  it('changes the password, ends older tokens and answers a fresh token that works', async () => {
    const model = await advertiserWithPassword();

    const response = await call('PUT', MODEL_PASSWORD_PATH, model.token, {
      current_password: GOOD_PASSWORD,
      password: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: LISTING_MESSAGES.passwordChanged,
      token: expect.any(String),
    });
    expect((await call('GET', MODEL_ME_PATH, model.token)).statusCode).toBe(401);
    expect((await call('GET', MODEL_ME_PATH, response.json().token)).statusCode).toBe(200);
    const oldLogin = await postJson(api.app, MODEL_LOGIN_API_PATH, {
      email: model.email,
      password: GOOD_PASSWORD,
    });
    const newLogin = await postJson(api.app, MODEL_LOGIN_API_PATH, {
      email: model.email,
      password: NEW_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(newLogin.statusCode).toBe(200);
    const [notice] = await outboxFor(api.db, model.email);
    expect(notice!.subject).toContain('password was changed');
  });

  it.each([
    [
      { current_password: 'not-my-password', password: NEW_PASSWORD },
      'current_password',
      LISTING_MESSAGES.currentPasswordWrong,
    ],
    [
      { current_password: GOOD_PASSWORD, password: 'password1' },
      'password',
      AUTH_MESSAGES.passwordTooCommon,
    ],
    [
      { current_password: GOOD_PASSWORD, password: 'abc' },
      'password',
      AUTH_MESSAGES.newPasswordTooShort,
    ],
    [{ password: NEW_PASSWORD }, 'current_password', AUTH_MESSAGES.currentPasswordRequired],
  ])('refuses %j with 422 on %s and keeps the password', async (payload, field, message) => {
    const model = await advertiserWithPassword();

    const response = await call('PUT', MODEL_PASSWORD_PATH, model.token, payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
    expect((await call('GET', MODEL_ME_PATH, model.token)).statusCode).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  it('mails a code to the new address, keeps the old one until the code, then switches and tells the old address', async () => {
    const model = await advertiserWithPassword();
    const newEmail = uniqueEmail('new-address');

    const requested = await requestChange(model, newEmail.toUpperCase());
    const pending = (await call('GET', MODEL_ME_PATH, model.token)).json().data;
    const code = await changeCode(newEmail);
    const confirmed = await call('POST', MODEL_EMAIL_CONFIRM_PATH, model.token, { otp: code });

    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ message: LISTING_MESSAGES.emailCodeSent });
    expect(pending).toMatchObject({ email: model.email, pending_email: newEmail });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: LISTING_MESSAGES.emailChanged, email: newEmail });
    const after = (await call('GET', MODEL_ME_PATH, model.token)).json().data;
    expect(after).toMatchObject({ email: newEmail, pending_email: null });
    const [notice] = await outboxFor(api.db, model.email);
    expect(notice!.bodyText).toContain(`is now ${newEmail}`);
    const login = await postJson(api.app, MODEL_LOGIN_API_PATH, {
      email: newEmail,
      password: GOOD_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong password and the same address, mailing nothing', async () => {
    const model = await advertiserWithPassword();
    const free = uniqueEmail('free');

    const wrongPassword = await call('POST', MODEL_EMAIL_CHANGE_PATH, model.token, {
      email: free,
      current_password: 'not-my-password',
    });
    const same = await requestChange(model, model.email);

    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({
      current_password: LISTING_MESSAGES.currentPasswordWrong,
    });
    expect(same.json().errors).toEqual({ email: AUTH_MESSAGES.emailUnchanged });
    expect(await outboxFor(api.db, free)).toHaveLength(0);
  });

  it('answers a taken address byte for byte as a free one; its owner gets one notice a day and no code', async () => {
    const asker = await advertiserWithPassword();
    const owner = await createModelAccount(api.db, api.testApp.tokens);
    const free = uniqueEmail('free');

    const forFree = await requestChange(asker, free);
    const waitingFree = (await call('GET', MODEL_ME_PATH, asker.token)).json().data;
    const forTaken = await requestChange(asker, owner.email);
    const waitingTaken = (await call('GET', MODEL_ME_PATH, asker.token)).json().data;
    const askedAgain = await requestChange(asker, owner.email);

    expect(forTaken.statusCode).toBe(200);
    expect(forTaken.statusCode).toBe(forFree.statusCode);
    expect(forTaken.body).toBe(forFree.body);
    const headersOf = (response: typeof forFree) => {
      const { date: _date, 'x-request-id': _id, ...rest } = response.headers;
      return rest;
    };
    expect(headersOf(forTaken)).toEqual(headersOf(forFree));
    expect(askedAgain.body).toBe(forFree.body);
    expect(waitingFree.pending_email).toBe(free);
    expect(waitingTaken.pending_email).toBe(owner.email);
    const [codeMail] = await outboxFor(api.db, free);
    expect(codeMail!.subject).toBe(ACCOUNT_MAIL_SUBJECTS.newAddressCode);
    const notices = await outboxFor(api.db, owner.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(ACCOUNT_MAIL_SUBJECTS.notice);
    expect(notices[0]!.bodyText).toContain('Someone tried to use this e-mail address');
    expect(notices[0]!.bodyText).not.toMatch(/\d{4}/);
    const [row] = await api.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.email).toBe(owner.email);
  });

  it('refuses a wrong code, and a code mailed for an earlier address after a new request', async () => {
    const model = await advertiserWithPassword();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await requestChange(model, first);
    const firstCode = await changeCode(first);
    await requestChange(model, second);
    const secondCode = await changeCode(second);
    const wrong = secondCode === '0000' ? '0001' : '0000';

    const withWrong = await call('POST', MODEL_EMAIL_CONFIRM_PATH, model.token, { otp: wrong });
    const withFirst =
      firstCode === secondCode
        ? undefined
        : await call('POST', MODEL_EMAIL_CONFIRM_PATH, model.token, { otp: firstCode });
    const withSecond = await call('POST', MODEL_EMAIL_CONFIRM_PATH, model.token, {
      otp: secondCode,
    });

    expectAnswer(withWrong, 400, AUTH_MESSAGES.otpInvalid);
    if (withFirst) expect(withFirst.statusCode).toBe(400);
    expect(withSecond.json().email).toBe(second);
  });

  it('answers a code with nothing waiting 400, and a malformed code 422', async () => {
    const model = await advertiserWithPassword();

    const nothing = await call('POST', MODEL_EMAIL_CONFIRM_PATH, model.token, { otp: '1234' });
    const malformed = await call('POST', MODEL_EMAIL_CONFIRM_PATH, model.token, { otp: '12a' });

    expectAnswer(nothing, 400, AUTH_MESSAGES.noPendingEmail);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.otp).toBe(AUTH_MESSAGES.otpInvalidFormat);
  });

  it('keeps an address someone else took meanwhile with them (taken-e-mail error)', async () => {
    const model = await advertiserWithPassword();
    const wanted = uniqueEmail('wanted');
    await requestChange(model, wanted);
    const code = await changeCode(wanted);
    await createModelAccount(api.db, api.testApp.tokens, { email: wanted });

    const response = await call('POST', MODEL_EMAIL_CONFIRM_PATH, model.token, { otp: code });

    expectFieldErrors(response, { email: AUTH_MESSAGES.emailTaken });
    const [row] = await api.db.select().from(users).where(eq(users.id, model.id));
    expect(row!.email).toBe(model.email);
  });
});

describe('the demo listing join', () => {
  it('never shows another advertiser listing as the caller own', async () => {
    await createListing(api.db);
    const model = await createModelAccount(api.db, api.testApp.tokens);

    const response = await call('GET', MODEL_ME_PATH, model.token);

    expect(response.json().data.listing_id).toBeNull();
    expect(await api.db.select().from(models).where(eq(models.userId, model.id))).toHaveLength(0);
  });
});
