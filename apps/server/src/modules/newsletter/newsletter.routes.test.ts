import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_MESSAGES,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMATION,
  NEWSLETTER_MESSAGES,
} from '@app/contract';
import { newsletterSubscribers, outbox } from '../../db/schema.js';
import { expectAnswer, freshIp, useApiTest } from '../../test/api-test.js';
import { waitUntil } from '../../test/newsletter-helpers.js';

const api = useApiTest({ env: { PUBLIC_URL: 'https://site.test' } });

function subscribe(payload: unknown, ip = '10.0.0.1') {
  return api.app.inject({
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
    const rows = await api.db
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
    const rows = await api.db
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
  ])("refuses %j with a 422 and the contract's message", async (payload) => {
    const response = await subscribe(payload, '10.0.3.1');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: NEWSLETTER_MESSAGES.invalidEmail,
      errors: expect.any(Object),
    });
  });

  it('refuses a body that is not JSON with a 4xx message', async () => {
    const response = await api.app.inject({
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
      const response = await api.app.inject({
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

/** The confirmation mails an address has been sent so far (the outbox: no SMTP here). */
async function confirmationMails(email: string) {
  return api.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.subject, CONFIRM_MESSAGES.mailSubject)))
    .orderBy(asc(outbox.id));
}

/** Subscribes and waits for the confirmation mail (sent after the answer); its link's token. */
async function subscribeAndReadToken(email: string, mailsBefore = 0): Promise<string> {
  const response = await subscribe({ email }, freshIp());
  expect(response.statusCode).toBe(200);
  await waitUntil(
    async () => (await confirmationMails(email)).length > mailsBefore,
    5_000,
    `the confirmation mail to ${email}`,
  );
  const mails = await confirmationMails(email);
  const text = mails.at(-1)!.bodyText;
  const token = /https:\/\/site\.test\/newsletter\/confirm\?token=([\w-]+)/.exec(text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

function confirm(payload: unknown) {
  return api.app.inject({
    method: 'POST',
    url: NEWSLETTER_CONFIRM_PATH,
    payload: payload as object,
    remoteAddress: freshIp(),
  });
}

async function subscriberRow(email: string) {
  const [row] = await api.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row!;
}

/** Waits a moment for any mail the answer may have left in flight. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe('double opt-in', () => {
  it('records a new address as pending and mails it a link whose token is kept only as a digest', async () => {
    const token = await subscribeAndReadToken('pending.one@example.com');

    const row = await subscriberRow('pending.one@example.com');
    expect(row.confirmedAt).toBeNull();
    expect(row.confirmTokenDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirmTokenDigest).not.toContain(token);
    const validFor = row.confirmExpiresAt!.getTime() - row.confirmSentAt!.getTime();
    expect(validFor).toBe(NEWSLETTER_CONFIRMATION.linkValidDays * 24 * 60 * 60 * 1000);
  });

  it('keeps visitor-written text out of the confirmation mail', async () => {
    // The form takes one plain mailbox only, so what a visitor can write is in its words.
    const typed = 'Visit.Evil.Example+Win@evil.example.com';
    await subscribeAndReadToken(typed.toLowerCase());

    const [mail] = await confirmationMails(typed.toLowerCase());
    expect(mail!.subject).toBe(CONFIRM_MESSAGES.mailSubject);
    expect(mail!.bodyText).not.toContain('evil.example');
    expect(mail!.bodyHtml).not.toContain('evil.example');
  });

  it('confirms the address with the mailed link, and again harmlessly on a second press', async () => {
    const token = await subscribeAndReadToken('confirms@example.com');

    const response = await confirm({ token });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CONFIRM_MESSAGES.confirmed });
    const confirmedAt = (await subscriberRow('confirms@example.com')).confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    const again = await confirm({ token });
    expect(again.statusCode).toBe(200);
    expect((await subscriberRow('confirms@example.com')).confirmedAt).toEqual(confirmedAt);
  });

  it('answers an expired link with 410 and its message, and confirms nothing', async () => {
    const token = await subscribeAndReadToken('too-late@example.com');
    await api.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(newsletterSubscribers.email, 'too-late@example.com'));

    const response = await confirm({ token });

    expectAnswer(response, 410, CONFIRM_MESSAGES.expired);
    expect((await subscriberRow('too-late@example.com')).confirmedAt).toBeNull();
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43) }, 404],
    ['an empty token', { token: '' }, 422],
    ['an overlong token', { token: 'x'.repeat(10_000) }, 422],
    ['no token', {}, 422],
    ['a token of the wrong type', { token: 42 }, 422],
  ])('answers %s with a 4xx and the invalid-link message', async (_what, payload, status) => {
    const response = await confirm(payload);

    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(CONFIRM_MESSAGES.invalidToken);
  });

  it('answers a confirmed address signing up again exactly as a new one, and mails it nothing', async () => {
    const fresh = await subscribe({ email: 'brand-new@example.com' }, freshIp());
    const token = await subscribeAndReadToken('already-in@example.com');
    await confirm({ token });

    const repeat = await subscribe({ email: 'Already-In@example.com' }, freshIp());
    await settle();

    expect(repeat.statusCode).toBe(fresh.statusCode);
    expect(repeat.body).toBe(fresh.body);
    expect(await confirmationMails('already-in@example.com')).toHaveLength(1);
    expect((await subscriberRow('already-in@example.com')).confirmedAt).toBeInstanceOf(Date);
  });

  it('mails a pending address again only once the resend interval has passed; the newer link replaces the older', async () => {
    const first = await subscribeAndReadToken('asks-twice@example.com');
    const soon = await subscribe({ email: 'asks-twice@example.com' }, freshIp());
    await settle();
    expect(soon.json()).toEqual({ status: true, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await confirmationMails('asks-twice@example.com')).toHaveLength(1);

    const interval = NEWSLETTER_CONFIRMATION.resendAfterMinutes;
    await api.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: sql`now() - make_interval(mins => ${interval}::int)` })
      .where(eq(newsletterSubscribers.email, 'asks-twice@example.com'));
    const second = await subscribeAndReadToken('asks-twice@example.com', 1);

    expect(second).not.toBe(first);
    expect((await confirm({ token: first })).statusCode).toBe(404);
    expect((await confirm({ token: second })).statusCode).toBe(200);
  });

  it('makes an address that unsubscribed confirm afresh, and its old link never subscribes it back', async () => {
    const oldToken = await subscribeAndReadToken('came-back@example.com');
    await confirm({ token: oldToken });
    const { unsubscribeToken } = await subscriberRow('came-back@example.com');
    await api.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${unsubscribeToken}`,
    });
    expect((await confirm({ token: oldToken })).statusCode).toBe(404);
    expect((await subscriberRow('came-back@example.com')).unsubscribedAt).toBeInstanceOf(Date);

    const newToken = await subscribeAndReadToken('came-back@example.com', 1);
    const pending = await subscriberRow('came-back@example.com');
    expect(pending).toMatchObject({ unsubscribedAt: null, confirmedAt: null });

    expect((await confirm({ token: newToken })).statusCode).toBe(200);
    expect((await subscriberRow('came-back@example.com')).confirmedAt).toBeInstanceOf(Date);
  });

  it('mails one link when the same address signs up twice at once', async () => {
    const responses = await Promise.all([
      subscribe({ email: 'double-click@example.com' }, freshIp()),
      subscribe({ email: 'double-click@example.com' }, freshIp()),
    ]);
    await waitUntil(async () => (await confirmationMails('double-click@example.com')).length > 0);
    await settle();

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await confirmationMails('double-click@example.com')).toHaveLength(1);
  });
});
