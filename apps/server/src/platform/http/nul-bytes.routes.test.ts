import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_PROFILE_UPDATE_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  MESSAGES,
  SEARCH_MODELS_PATH,
} from '@app/contract';
import { postForm } from '../../test/listing-helpers.js';
import {
  expectAnswer,
  expectFieldError,
  expectFieldErrors,
  freshIp,
  postJson,
  useApiTest,
} from '../../test/api-test.js';
import { GOOD_PASSWORD, uniqueEmail } from '../../test/auth-helpers.js';
import { createCustomer } from '../../test/factories.js';
import { findNulCharacter } from './nul-bytes.js';
import { createLogger } from '../logging/logger.js';

const api = useApiTest();

describe('findNulCharacter', () => {
  it('names the first value or key holding U+0000, however deep', () => {
    expect(findNulCharacter({ a: 'fine', b: ['ok', { c: 'x\u0000y' }] })).toBe('b.1.c');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulCharacter('plain')).toBeUndefined();
    expect(findNulCharacter({ n: 1, t: true, z: null })).toBeUndefined();
  });
});

describe('a NUL character in a request is a 4xx with a message, never a 500', () => {
  it('refuses it in the sign-up name with 422 on the field', async () => {
    const response = await postJson(api.app, CUSTOMER_SIGNUP_API_PATH, {
      name: 'Ann\u0000ie',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    expectFieldError(response, 'name', MESSAGES.nulCharacter);
  });

  it('refuses it in the login password before any hash is compared', async () => {
    const response = await postJson(api.app, CUSTOMER_LOGIN_API_PATH, {
      email: uniqueEmail(),
      password: `${GOOD_PASSWORD}\u0000`,
    });
    expectFieldErrors(response, { password: MESSAGES.nulCharacter });
  });

  it('refuses it in a search query string with 400', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `${SEARCH_MODELS_PATH}?name=ab%00cd&location=%00`,
      remoteAddress: freshIp(),
    });
    expectAnswer(response, 400, MESSAGES.nulCharacter);
  });

  it('refuses it in a path parameter with 400', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/blogs/1%00',
      remoteAddress: freshIp(),
    });
    expectAnswer(response, 400, MESSAGES.nulCharacter);
  });

  it('refuses it in a multipart profile field with 422 on that field', async () => {
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const response = await postForm(api.app, CUSTOMER_PROFILE_UPDATE_PATH, customer.authorization, {
      name: 'Jo\u0000',
    });
    expectFieldError(response, 'name', MESSAGES.nulCharacter);
  });
});

describe('a malformed multipart body is a 400 with a message', () => {
  const sendProfile = async (contentType: string, payload: string) => {
    const customer = await createCustomer(api.db, api.testApp.tokens);
    return api.app.inject({
      method: 'POST',
      url: CUSTOMER_PROFILE_UPDATE_PATH,
      headers: { authorization: customer.authorization, 'content-type': contentType },
      payload,
    });
  };

  it('answers 400 to a body whose boundary is not the declared one', async () => {
    const response = await sendProfile(
      'multipart/form-data; boundary=declared',
      '--other\r\nContent-Disposition: form-data; name="name"\r\n\r\nJo\r\n--other--\r\n',
    );
    expectAnswer(response, 400, MESSAGES.malformedMultipart);
  });

  it('answers 400 to a body cut off half way through a part', async () => {
    const response = await sendProfile(
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nJo',
    );
    expectAnswer(response, 400, MESSAGES.malformedMultipart);
  });

  it('answers 400 to a multipart content type without a boundary', async () => {
    const response = await sendProfile('multipart/form-data', 'name=Jo');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTypeOf('string');
  });
});

describe('error logs carry no query parameters', () => {
  it('logs a failed query without its values, in production as in development', async () => {
    const secret = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LWhhc2g';
    let caught: unknown;
    try {
      // A real driver error wrapped by drizzle, whose message and `params` carry the values.
      await api.db.execute(sql`select ${secret}::text, ${'a\u0000b'}::text`);
    } catch (error) {
      caught = error;
    }
    expect(String((caught as Error).message)).toContain(secret);
    for (const env of ['production', 'development'] as const) {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const logger = createLogger({ env, logLevel: 'info' }, sink);
      logger.error({ err: caught }, 'unhandled error');
      logger.error(caught as Error);
      const logged = lines.join('');
      expect(logged).toContain('Failed query');
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain('c2VjcmV0LWhhc2g');
      expect(logged).not.toMatch(/"params"|"parameters"|"detail"/);
    }
  });
});
