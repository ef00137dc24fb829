import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  AVAILABLE_TODAY_MESSAGES as M,
  LISTING_MESSAGES,
  buildListingAvailableTodayPath,
  buildModelListingPath,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { createListing, createModelAccount } from '../../test/factories.js';
import { expectAnswer, freshIp, useApiTest } from '../../test/api-test.js';
import { AVAILABLE_TODAY_RATE_LIMIT } from './available-today.routes.js';

/** 10 am in Brisbane (UTC+10, no daylight saving), 8 am in Perth. */
const START = Date.parse('2026-07-15T00:00:00Z');
/** The app's clock: START moved on by each test as it needs. */
let nowMs = START;
// Search pages and profiles are kept as in production: a switch must reach them at once.
const api = useApiTest({
  env: { SEARCH_CACHE_SECONDS: '30' },
  deps: () => ({ clock: () => new Date(nowMs) }),
});

/** A made-up city of letters only, so each test owns its search page. */
function uniqueCity(): string {
  const letters = randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  return `Avail ${letters}`;
}

/**
 * A live listing in a city of its own, owned by a new advertiser. Written with the database's
 * change announcements off, so none is on its way to empty the kept pages when a test starts:
 * only the switch's own announcement can.
 */
async function createOwnListing(overrides: Parameters<typeof createListing>[1] = {}) {
  const owner = await createModelAccount(api.db, api.testApp.tokens);
  const listing = await api.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    return createListing(tx as unknown as Database, {
      userId: owner.id,
      state: 'Queensland',
      city: uniqueCity(),
      ...overrides,
    });
  });
  return { owner, listing };
}

const switchOn = (listingId: number, authorization: string, until: unknown, ip = freshIp()) =>
  api.app.inject({
    method: 'PUT',
    url: buildListingAvailableTodayPath(listingId),
    headers: { authorization },
    payload: { until },
    remoteAddress: ip,
  });
const switchOff = (listingId: number, authorization: string) =>
  api.app.inject({
    method: 'DELETE',
    url: buildListingAvailableTodayPath(listingId),
    headers: { authorization },
  });

/** The card, the profile and the dashboard all without Available today. */
const OFF_EVERYWHERE = [null, null, null];

/** What the listing's card, profile and owner's dashboard say, in that order. */
async function availableUntilEverywhere(
  listing: { id: number; state: string; city: string },
  authorization: string,
) {
  const search = await api.app.inject({
    method: 'GET',
    url: `/api/search-models?state=${encodeURIComponent(listing.state)}&city=${encodeURIComponent(listing.city)}`,
    remoteAddress: freshIp(),
  });
  const card = (
    search.json().data as Array<{ model: { id: number }; available_until: unknown }>
  ).find((item) => item.model.id === listing.id);
  const profile = await api.app.inject({
    method: 'GET',
    url: `/api/models/${listing.id}`,
    remoteAddress: freshIp(),
  });
  const own = await api.app.inject({
    method: 'GET',
    url: buildModelListingPath(listing.id),
    headers: { authorization },
  });
  return [
    card?.available_until,
    profile.json().data.available_until,
    own.json().data.available_until,
  ];
}

describe('PUT /api/model/listings/:id/available-today', () => {
  it('shows the listing available until the chosen time of its state’s clock on its card, profile and dashboard, and nowhere from that moment', async () => {
    nowMs = START;
    const { owner, listing } = await createOwnListing();
    // The place's page and the profile are kept before the switch.
    expect(await availableUntilEverywhere(listing, owner.authorization)).toEqual(OFF_EVERYWHERE);

    const on = await switchOn(listing.id, owner.authorization, '23:00');
    expect(on.statusCode).toBe(200);
    const elevenPmInBrisbane = '2026-07-15T13:00:00.000Z';
    expect(on.json().data.available_until).toBe(elevenPmInBrisbane);
    await vi.waitFor(
      async () =>
        expect(await availableUntilEverywhere(listing, owner.authorization)).toEqual([
          elevenPmInBrisbane,
          elevenPmInBrisbane,
          elevenPmInBrisbane,
        ]),
      { timeout: 2_000 },
    );

    nowMs = Date.parse(elevenPmInBrisbane);
    expect(await availableUntilEverywhere(listing, owner.authorization)).toEqual(OFF_EVERYWHERE);
  });

  it('finds the listing under the Available today filter until the chosen time, and not from that moment, though the page is kept', async () => {
    nowMs = START;
    const { owner, listing } = await createOwnListing();
    const url = `/api/search-models?state=Queensland&city=${encodeURIComponent(listing.city)}&available_today=true`;
    const filtered = async () => {
      const answer = await api.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
      const body = answer.json() as { data: Array<{ model: { id: number } }>; total: number };
      return { ids: body.data.map((item) => item.model.id), total: body.total };
    };
    expect(await filtered()).toEqual({ ids: [], total: 0 });

    expect((await switchOn(listing.id, owner.authorization, '23:00')).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect(await filtered()).toEqual({ ids: [listing.id], total: 1 }),
      {
        timeout: 2_000,
      },
    );

    nowMs = Date.parse('2026-07-15T13:00:00.000Z');
    expect(await filtered()).toEqual({ ids: [], total: 0 });
  });

  it('counts the time in the listing’s own state: 11 pm in Perth is two hours after 11 pm in Brisbane', async () => {
    nowMs = START;
    const { owner, listing } = await createOwnListing({ state: 'Western Australia' });
    const on = await switchOn(listing.id, owner.authorization, '23:00');
    expect(on.json().data.available_until).toBe('2026-07-15T15:00:00.000Z');
  });

  it('refuses a time off the list and one more than 18 hours ahead, with the message on the field, and stays off', async () => {
    nowMs = START;
    const { owner, listing } = await createOwnListing();
    const offList = await switchOn(listing.id, owner.authorization, '23:15');
    expectAnswer(offList, 422, M.badTime);
    expect(offList.json().errors).toEqual({ until: M.badTime });
    // 9:30 am tomorrow in Brisbane is 23½ hours away.
    const tooFar = await switchOn(listing.id, owner.authorization, '09:30');
    expectAnswer(tooFar, 422, M.tooFar);
    expect(tooFar.json().errors).toEqual({ until: M.tooFar });
    expect(await availableUntilEverywhere(listing, owner.authorization)).toEqual(OFF_EVERYWHERE);
  });

  it('refuses a paused listing (409): nobody would see it', async () => {
    nowMs = START;
    const { owner, listing } = await createOwnListing({ status: 'paused' });
    expectAnswer(await switchOn(listing.id, owner.authorization, '23:00'), 409, M.notLive);
  });

  it('refuses another advertiser’s listing (403) and leaves it off', async () => {
    nowMs = START;
    const { owner, listing } = await createOwnListing();
    const stranger = await createModelAccount(api.db, api.testApp.tokens);
    const answer = await switchOn(listing.id, stranger.authorization, '23:00');
    expectAnswer(answer, 403, LISTING_MESSAGES.notYourListing);
    expectAnswer(
      await switchOff(listing.id, stranger.authorization),
      403,
      LISTING_MESSAGES.notYourListing,
    );
    const own = await api.app.inject({
      method: 'GET',
      url: buildModelListingPath(listing.id),
      headers: { authorization: owner.authorization },
    });
    expect(own.json().data.available_until).toBeNull();
  });

  it(`answers 429 after ${AVAILABLE_TODAY_RATE_LIMIT.max} switches a minute from one address`, async () => {
    nowMs = START;
    const { owner, listing } = await createOwnListing();
    const ip = freshIp();
    for (let i = 0; i < AVAILABLE_TODAY_RATE_LIMIT.max; i += 1) {
      expect((await switchOn(listing.id, owner.authorization, '23:00', ip)).statusCode).toBe(200);
    }
    expect((await switchOn(listing.id, owner.authorization, '23:00', ip)).statusCode).toBe(429);
  });
});

describe('DELETE /api/model/listings/:id/available-today', () => {
  it('switches it off at once on the card, profile and dashboard', async () => {
    nowMs = START;
    const { owner, listing } = await createOwnListing();
    await switchOn(listing.id, owner.authorization, '23:00');
    await vi.waitFor(
      async () =>
        expect((await availableUntilEverywhere(listing, owner.authorization))[0]).not.toBeNull(),
      { timeout: 2_000 },
    );
    const off = await switchOff(listing.id, owner.authorization);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.available_until).toBeNull();
    await vi.waitFor(
      async () =>
        expect(await availableUntilEverywhere(listing, owner.authorization)).toEqual(
          OFF_EVERYWHERE,
        ),
      { timeout: 2_000 },
    );
  });
});
