import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  ALERT_MESSAGES,
  AUTH_MESSAGES,
  SAVED_SEARCHES_MAX,
  SAVED_SEARCHES_PATH,
  SavedSearchListResponseSchema,
  buildSavedSearchPath,
  buildSavedSearchUnsubscribePath,
  type SavedSearch,
} from '@app/contract';
import { savedSearches } from '../../db/schema.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import { decodeQuotedPrintable } from '../../test/auth-helpers.js';
import { DAY } from '../../test/days.js';
import { createCustomer, createListing, createModelAccount } from '../../test/factories.js';
import { mailHeader } from '../../test/smtp-sink.js';
import { sendDueSavedSearches, type AlertDeps } from './saved-search-alerts.js';

const api = useApiTest({ smtpSink: true });

const SYDNEY = { state: 'New South Wales', city: 'Sydney' };

const alertDeps = (): AlertDeps => ({
  db: api.db,
  mailer: api.testApp.mailer,
  logger: pino({ level: 'silent' }),
  publicUrl: api.testApp.config.publicUrl,
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  auth?: string,
  body?: object,
) =>
  api.app.inject({
    method,
    url,
    headers: auth ? { authorization: auth } : {},
    ...(body ? { payload: body } : {}),
  });

async function saveSearch(auth: string, query: Record<string, string>, frequency = 'daily') {
  return call('POST', SAVED_SEARCHES_PATH, auth, { query, frequency });
}

async function listOf(auth: string): Promise<SavedSearch[]> {
  const response = await call('GET', SAVED_SEARCHES_PATH, auth);
  expect(response.statusCode).toBe(200);
  return SavedSearchListResponseSchema.parse(response.json()).data;
}

/** The mails the sink received for `address` since `since` messages, bodies decoded. */
function mailsTo(address: string, since = 0) {
  return api.sink.messages
    .slice(since)
    .filter((mail) => mail.to.includes(address))
    .map((mail) => ({ raw: mail.raw, body: decodeQuotedPrintable(mail.raw) }));
}

async function checkedAtOf(id: number): Promise<Date> {
  const [row] = await api.db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row!.checkedAt;
}

describe('saved searches: who may use them', () => {
  it('refuses a visitor (401) and an advertiser (403)', async () => {
    expectAnswer(await call('GET', SAVED_SEARCHES_PATH), 401, AUTH_MESSAGES.unauthorized);
    const advertiser = await createModelAccount(api.db, api.testApp.tokens);
    const refused = await saveSearch(advertiser.authorization, SYDNEY);
    expectAnswer(refused, 403, AUTH_MESSAGES.forbidden);
  });

  it("shows a customer only their own searches, and answers 404 for another customer's", async () => {
    const owner = await createCustomer(api.db, api.testApp.tokens);
    const stranger = await createCustomer(api.db, api.testApp.tokens);
    const saved = await saveSearch(owner.authorization, SYDNEY);
    const { id } = saved.json().data as SavedSearch;

    expect(await listOf(stranger.authorization)).toEqual([]);
    const path = buildSavedSearchPath(id);
    const change = await call('PATCH', path, stranger.authorization, { frequency: 'weekly' });
    expectAnswer(change, 404, ALERT_MESSAGES.notFound);
    expectAnswer(await call('DELETE', path, stranger.authorization), 404, ALERT_MESSAGES.notFound);
    expect((await listOf(owner.authorization)).map((search) => search.frequency)).toEqual([
      'daily',
    ]);
  });
});

describe('saving a search', () => {
  it('keeps the parameters the search accepts, names the search and links back to its results', async () => {
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const saved = await saveSearch(
      customer.authorization,
      {
        ...SYDNEY,
        gender: 'female',
        verified: 'true',
        page: '3',
        utm_source: 'mail',
        escort_type: 'All',
      },
      'weekly',
    );
    expectAnswer(saved, 201, ALERT_MESSAGES.searchSaved);
    expect(saved.json().data).toMatchObject({
      query: { ...SYDNEY, gender: 'female', verified: 'true' },
      name: 'Sydney, New South Wales · female · Verified',
      path: '/escorts/new-south-wales/sydney?gender=female&verified=true',
      frequency: 'weekly',
    });
  });

  it('refuses a search the search itself refuses, a bad frequency, the same search twice and one over the cap', async () => {
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const badAge = await saveSearch(customer.authorization, { ...SYDNEY, min_age: '9' });
    expect(badAge.statusCode).toBe(422);
    const badState = await saveSearch(customer.authorization, { state: 'Atlantis' });
    expect(badState.statusCode).toBe(400);
    const badFrequency = await saveSearch(customer.authorization, SYDNEY, 'hourly');
    expect(badFrequency.statusCode).toBe(422);
    expect(badFrequency.json().message).toBe(ALERT_MESSAGES.badFrequency);

    expect((await saveSearch(customer.authorization, SYDNEY)).statusCode).toBe(201);
    expectAnswer(
      await saveSearch(customer.authorization, SYDNEY),
      409,
      ALERT_MESSAGES.alreadySaved,
    );
    for (let age = 20; age < 20 + SAVED_SEARCHES_MAX - 1; age += 1) {
      const more = await saveSearch(customer.authorization, { ...SYDNEY, min_age: String(age) });
      expect(more.statusCode).toBe(201);
    }
    const over = await saveSearch(customer.authorization, { ...SYDNEY, gender: 'male' });
    expectAnswer(over, 409, ALERT_MESSAGES.tooMany);
    expect(await listOf(customer.authorization)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('changes the frequency and deletes the search', async () => {
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const { id } = (await saveSearch(customer.authorization, SYDNEY)).json().data as SavedSearch;
    const path = buildSavedSearchPath(id);
    const changed = await call('PATCH', path, customer.authorization, { frequency: 'off' });
    expectAnswer(changed, 200, ALERT_MESSAGES.frequencyChanged);
    expect((await listOf(customer.authorization))[0]!.frequency).toBe('off');
    expectAnswer(
      await call('DELETE', path, customer.authorization),
      200,
      ALERT_MESSAGES.searchDeleted,
    );
    expect(await listOf(customer.authorization)).toEqual([]);
  });
});

describe('saved-search mail', () => {
  it('mails only the listings that went live since the last check and match, sends nothing when nothing is new, and stops after the one-click unsubscribe', async () => {
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const saved = await saveSearch(customer.authorization, { ...SYDNEY, gender: 'female' });
    const search = saved.json().data as SavedSearch;
    const since = await checkedAtOf(search.id);
    const at = (days: number, extraMs = 0) => new Date(since.getTime() + days * DAY + extraMs);

    await createListing(api.db, { name: 'Older Match', wentLiveAt: at(-2) });
    await createListing(api.db, { name: 'Fresh Match', wentLiveAt: at(0.5) });
    await createListing(api.db, { name: 'Fresh Male', gender: 'male', wentLiveAt: at(0.5) });
    await createListing(api.db, {
      name: 'Fresh Melbourne',
      state: 'Victoria',
      city: 'Melbourne',
      suburb: 'Carlton',
      wentLiveAt: at(0.5),
    });

    // Not due before a day has passed.
    const before = api.sink.messages.length;
    await sendDueSavedSearches(alertDeps(), at(0.9));
    expect(mailsTo(customer.user.email, before)).toEqual([]);

    await sendDueSavedSearches(alertDeps(), at(1, 60_000));
    const [mail, ...others] = mailsTo(customer.user.email, before);
    expect(others).toEqual([]);
    expect(mail!.body).toContain('Fresh Match');
    for (const absent of ['Older Match', 'Fresh Male', 'Fresh Melbourne']) {
      expect(mail!.body).not.toContain(absent);
    }
    const oneClick = mailHeader(mail!.raw, 'List-Unsubscribe')!;
    expect(mailHeader(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = decodeURIComponent(/unsubscribe\/([^>]+)>/.exec(oneClick)![1]!);
    expect(oneClick).toBe(
      `<${api.testApp.config.publicUrl}${buildSavedSearchUnsubscribePath(token)}>`,
    );

    // A day later nothing new went live: checked, and nothing sent.
    const quiet = api.sink.messages.length;
    await sendDueSavedSearches(alertDeps(), at(2, 120_000));
    expect(mailsTo(customer.user.email, quiet)).toEqual([]);
    expect(await checkedAtOf(search.id)).toEqual(at(2, 120_000));

    // The mail client's one-click POST: a form body, no sign-in.
    const unsubscribed = await api.app.inject({
      method: 'POST',
      url: buildSavedSearchUnsubscribePath(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expectAnswer(unsubscribed, 200, ALERT_MESSAGES.unsubscribed);
    await createListing(api.db, { name: 'After Unsubscribe', wentLiveAt: at(2.5) });
    const after = api.sink.messages.length;
    await sendDueSavedSearches(alertDeps(), at(4));
    expect(mailsTo(customer.user.email, after)).toEqual([]);
    expect((await listOf(customer.authorization))[0]!.frequency).toBe('off');
  });

  it('answers 404 for an unsubscribe token that is not one', async () => {
    const response = await call('POST', buildSavedSearchUnsubscribePath('not-a-token'));
    expectAnswer(response, 404, ALERT_MESSAGES.invalidToken);
  });
});
