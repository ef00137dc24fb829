import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@app/contract';
import { newsletterSubscribers } from '../../db/schema.js';
import { useApiTest } from '../../test/api-test.js';

const api = useApiTest();

function subscribe(payload: unknown, ip = '10.0.0.1') {
  return api.testApp.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: payload as object,
    remoteAddress: ip,
  });
}

describe('POST /api/newsletter', () => {
  it('stores a trimmed, lower-cased address and answers success', async () => {
    const response = await subscribe({ email: '  Reader.One@Example.com ' }, '10.0.1.1');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: NEWSLETTER_MESSAGES.subscribed });
    const rows = await api.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader.one@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.unsubscribeToken.length).toBeGreaterThan(20);
  });

  it('accepts a repeat subscription without a second row', async () => {
    await subscribe({ email: 'repeat@example.com' }, '10.0.2.1');
    const again = await subscribe({ email: 'REPEAT@example.com' }, '10.0.2.1');

    expect(again.statusCode).toBe(200);
    const rows = await api.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'repeat@example.com'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ email: 'no-at-sign.example.com' }],
    [{ email: 'nodot@example' }],
    [{ email: '   ' }],
    [{ email: 42 }],
    [{}],
    [{ email: `${'a'.repeat(10_000)}@example.com` }],
  ])('refuses %j with a 422 and the spec message', async (payload) => {
    const response = await subscribe(payload, '10.0.3.1');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: NEWSLETTER_MESSAGES.invalidEmail,
      errors: expect.any(Object),
    });
  });

  it('refuses a body that is not JSON with a 4xx message', async () => {
    const response = await api.testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: '10.0.4.1',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('counts a client by its own address, whatever X-Forwarded-For claims (no TRUST_PROXY)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await api.testApp.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `spoof${i}@example.com` },
        remoteAddress: '10.0.6.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.statusCode);
    }

    expect(statuses[10]).toBe(429);
  });

  it('limits one address to 10 subscriptions a minute with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await subscribe({ email: `limit${i}@example.com` }, '10.0.5.1')).statusCode);

    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await subscribe({ email: 'late@example.com' }, '10.0.5.1');
    expect(limited.json().message).toMatch(/too many requests/i);
  });
});
