import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DASHBOARD_DAYS,
  ADMIN_DASHBOARD_PATH,
  AdminDashboardResponseSchema,
  type AdminDashboard,
} from '@app/contract';
import { contactMessages, listingFlags, newsletterSubscribers, users } from '../../db/schema.js';
import { useApiTest } from '../../test/api-test.js';
import { createAdminAccount, createCustomer, createListing } from '../../test/factories.js';
import { readDailySeries } from './admin-dashboard.service.js';

const api = useApiTest();
let adminAuthorization = '';

beforeAll(async () => {
  adminAuthorization = (await createAdminAccount(api.db, api.testApp.tokens)).authorization;
});

async function readDashboard(): Promise<AdminDashboard> {
  const response = await api.app.inject({
    method: 'GET',
    url: ADMIN_DASHBOARD_PATH,
    headers: { authorization: adminAuthorization },
  });
  expect(response.statusCode).toBe(200);
  return AdminDashboardResponseSchema.parse(response.json()).data;
}

const unique = () => randomBytes(4).toString('hex');

describe('GET /api/admin/dashboard', () => {
  it('counts listings by status, customers, advertisers, active subscribers and unread messages', async () => {
    const { db } = api.database;
    const before = await readDashboard();

    await createListing(db, { status: 'live' });
    await createListing(db, { status: 'live' });
    await createListing(db, { status: 'pending', submittedAt: new Date() });
    await createListing(db, { status: 'paused' });
    await createListing(db, { status: 'suspended' });
    await createListing(db, { status: 'draft' });
    await createCustomer(db, api.testApp.tokens);
    await db.insert(newsletterSubscribers).values([
      { email: `a-${unique()}@example.com`, unsubscribeToken: unique(), confirmedAt: new Date() },
      { email: `b-${unique()}@example.com`, unsubscribeToken: unique(), confirmedAt: new Date() },
      // Pending its confirmation (double opt-in): not counted.
      { email: `p-${unique()}@example.com`, unsubscribeToken: unique() },
      {
        email: `c-${unique()}@example.com`,
        unsubscribeToken: unique(),
        unsubscribedAt: new Date(),
      },
    ]);
    await db.insert(contactMessages).values([
      { name: 'Unread', email: 'u@example.com', message: 'Still waiting for an answer.' },
      { name: 'Done', email: 'd@example.com', message: 'Answered already.', handledAt: new Date() },
    ]);

    const after = await readDashboard();

    expect(after.counts.listings).toEqual({
      live: before.counts.listings.live + 2,
      pending: before.counts.listings.pending + 1,
      paused: before.counts.listings.paused + 1,
      suspended: before.counts.listings.suspended + 1,
    });
    // createListing makes an advertiser account for each of the six listings.
    expect(after.counts.advertisers).toBe(before.counts.advertisers + 6);
    expect(after.counts.customers).toBe(before.counts.customers + 1);
    expect(after.counts.subscribers).toBe(before.counts.subscribers + 2);
    expect(after.counts.unread_messages).toBe(before.counts.unread_messages + 1);
  });

  it('gives 30 days, oldest first, ending today, with today’s sign-ups and new listings', async () => {
    const { db } = api.database;
    const before = await readDashboard();

    await createCustomer(db, api.testApp.tokens);
    await createListing(db, { status: 'draft' });

    const after = await readDashboard();
    expect(after.daily).toHaveLength(ADMIN_DASHBOARD_DAYS);
    const dates = after.daily.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    const today = after.daily.at(-1)!;
    const todayBefore = before.daily.at(-1)!;
    // The customer, and the advertiser account createListing makes.
    expect(today.sign_ups).toBe(todayBefore.sign_ups + 2);
    expect(today.new_listings).toBe(todayBefore.new_listings + 1);
  });

  it('lists the five oldest pending listings, oldest submission first, with open flags, and the total', async () => {
    const { db } = api.database;
    const long = Date.now() - 400 * 86_400_000;
    const oldest = await createListing(db, {
      name: 'Oldest Waiting',
      city: 'Perth',
      state: 'Western Australia',
      status: 'pending',
      submittedAt: new Date(long),
    });
    const second = await createListing(db, {
      name: 'Second Waiting',
      status: 'pending',
      submittedAt: new Date(long + 60_000),
    });
    await db.insert(listingFlags).values([
      { modelId: second.id, kind: 'photo_match', details: flag(second.id) },
      { modelId: second.id, kind: 'photo_match', details: flag(second.id) },
      {
        modelId: second.id,
        kind: 'photo_match',
        details: flag(second.id),
        resolvedAt: new Date(),
      },
    ]);
    for (let i = 0; i < 4; i += 1)
      await createListing(db, {
        status: 'pending',
        submittedAt: new Date(long + (i + 2) * 60_000),
      });

    const { review_queue } = await readDashboard();

    expect(review_queue.oldest).toHaveLength(5);
    expect(review_queue.oldest[0]).toEqual({
      id: oldest.id,
      name: 'Oldest Waiting',
      city: 'Perth',
      state: 'Western Australia',
      submitted_at: new Date(long).toISOString(),
      open_flags: 0,
    });
    expect(review_queue.oldest[1]).toMatchObject({ id: second.id, open_flags: 2 });
    const submitted = review_queue.oldest.map((item) => item.submitted_at!);
    expect([...submitted].sort()).toEqual(submitted);
    const pendingTotal = (await readDashboard()).counts.listings.pending;
    expect(review_queue.total).toBe(pendingTotal);
    expect(review_queue.total).toBeGreaterThanOrEqual(6);
  });
});

function flag(listingId: number) {
  return { photo_id: 1, matched_listing_id: listingId, matched_photo_id: 2, distance: 3 };
}

describe('daily series (Australian days)', () => {
  it('zero-fills every day and counts by the day in Sydney, not in UTC', async () => {
    const { db } = api.database;
    // 16:00 on 10 March 2025 in Sydney (AEDT, UTC+11): a stretch no other test writes in.
    const now = new Date('2025-03-10T05:00:00Z');
    const account = (role: 'customer' | 'model' | 'admin', name: string, createdAt: string) => ({
      role,
      name,
      email: `${name.toLowerCase()}-${unique()}@example.com`,
      createdAt: new Date(createdAt),
    });
    await db.insert(users).values([
      // 01:30 on 10 March in Sydney, still 9 March in UTC.
      account('customer', 'Early', '2025-03-09T14:30:00Z'),
      // 23:30 on 8 March in Sydney.
      account('model', 'Late', '2025-03-08T12:30:00Z'),
      // Admins are not sign-ups.
      account('admin', 'Staff', '2025-03-09T14:30:00Z'),
      // 31 days before: outside the window.
      account('customer', 'Old', '2025-02-07T02:00:00Z'),
    ]);

    const days = await readDailySeries(db, now);

    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2025-02-09');
    expect(days.at(-1)).toEqual({ date: '2025-03-10', sign_ups: 1, new_listings: 0 });
    expect(days.find((day) => day.date === '2025-03-09')).toEqual({
      date: '2025-03-09',
      sign_ups: 0,
      new_listings: 0,
    });
    expect(days.find((day) => day.date === '2025-03-08')!.sign_ups).toBe(1);
    expect(days.reduce((sum, day) => sum + day.sign_ups, 0)).toBe(2);
  });
});
