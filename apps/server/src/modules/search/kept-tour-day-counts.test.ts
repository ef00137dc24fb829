import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingRate } from '@app/contract';
import { models, tours } from '../../db/schema.js';
import { useApiTest } from '../../test/api-test.js';
import { isoDay } from '../../test/days.js';
import { createListing, createTour } from '../../test/factories.js';

const api = useApiTest();

const OUTCALL_ONLY: ListingRate[] = [{ kind: 'outcall', minutes: 60, amount: 300 }];

/** The kept tour-day counts that are not zero, next to the same counts taken from the tours. */
async function keptAndCounted() {
  const read = async (query: ReturnType<typeof sql>) =>
    (await api.db.execute<Record<string, unknown>>(query)).rows;
  const columns = sql`state, city_key, gender, account_type, is_verified, offers_incall,
    offers_outcall, away_from_city, away_from_state`;
  return {
    kept: await read(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${columns}, live
      FROM tour_day_counts WHERE live <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`),
    counted:
      await read(sql`SELECT to_char(d, 'YYYY-MM-DD') AS day, ${columns}, count(*)::int AS live
      FROM (SELECT t.state, t.city_key, m.gender, m.account_type, m.is_verified, m.offers_incall,
              m.offers_outcall,
              (m.state, m.city_key) IS DISTINCT FROM (t.state, t.city_key) AS away_from_city,
              m.state IS DISTINCT FROM t.state AS away_from_state, t.starts_on, t.ends_on
            FROM tours t JOIN models m ON m.id = t.model_id WHERE m.status = 'live') t,
        generate_series(t.starts_on, t.ends_on, interval '1 day') d
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`),
  };
}

async function expectCountsKept() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

describe('the kept counts of live listings touring each place each day', () => {
  it('follow every tour and listing written, changed, paused, moved and deleted', async () => {
    const sydney = await createListing(api.db, { state: 'New South Wales', city: 'Sydney' });
    const melbourne = await createListing(api.db, { state: 'Victoria', city: 'Melbourne' });
    const paused = await createListing(api.db, { status: 'paused' });
    const tour = await createTour(api.db, {
      modelId: melbourne.id,
      state: 'New South Wales',
      city: 'Sydney',
      startsOn: isoDay(-1),
      endsOn: isoDay(2),
    });
    // At home in the toured state, away from the city; and a tour of its own city.
    await createTour(api.db, {
      modelId: sydney.id,
      state: 'New South Wales',
      city: 'Newcastle',
      startsOn: isoDay(0),
      endsOn: isoDay(1),
    });
    await createTour(api.db, {
      modelId: sydney.id,
      state: 'New South Wales',
      city: 'Sydney',
      startsOn: isoDay(3),
      endsOn: isoDay(4),
    });
    await createTour(api.db, {
      modelId: paused.id,
      state: 'Victoria',
      city: 'Melbourne',
      startsOn: isoDay(0),
      endsOn: isoDay(3),
    });
    await expectCountsKept();

    const listingChanges: Partial<typeof models.$inferInsert>[] = [
      { gender: 'male' },
      { accountType: 'Agency' },
      { isVerified: true },
      { rateTable: OUTCALL_ONLY },
      { status: 'paused' as const },
      { status: 'live' as const, state: 'New South Wales', city: 'Sydney', suburb: 'Sydney' },
    ];
    for (const change of listingChanges) {
      await api.db.update(models).set(change).where(eq(models.id, melbourne.id));
      await expectCountsKept();
    }
    await api.db.update(models).set({ status: 'live' }).where(eq(models.id, paused.id));
    await expectCountsKept();

    const tourChanges = [
      { endsOn: isoDay(5) },
      { startsOn: isoDay(1) },
      { state: 'Queensland', city: 'Brisbane' },
    ];
    for (const change of tourChanges) {
      await api.db.update(tours).set(change).where(eq(tours.id, tour.id));
      await expectCountsKept();
    }
    await api.db.delete(tours).where(eq(tours.id, tour.id));
    await expectCountsKept();
    await api.db.delete(models).where(eq(models.id, sydney.id));
    await expectCountsKept();
    const { kept } = await keptAndCounted();
    expect(kept.length).toBeGreaterThan(0);
  });

  it('are not written by a heartbeat reaching the tours', async () => {
    const listing = await createListing(api.db, { state: 'Victoria', city: 'Melbourne' });
    await createTour(api.db, {
      modelId: listing.id,
      state: 'New South Wales',
      city: 'Sydney',
      startsOn: isoDay(0),
      endsOn: isoDay(2),
    });
    await api.db.transaction(async (tx) => {
      const countWrites = async () =>
        (
          await tx.execute<{ writes: number }>(
            sql`SELECT (n_tup_upd + n_tup_ins)::int AS writes
              FROM pg_stat_xact_user_tables WHERE relname = 'tour_day_counts'`,
          )
        ).rows;
      const before = await countWrites();
      await tx.update(models).set({ lastSeenAt: new Date() }).where(eq(models.id, listing.id));
      expect(await countWrites()).toEqual(before);
      await tx.update(models).set({ isVerified: true }).where(eq(models.id, listing.id));
      expect(await countWrites()).not.toEqual(before);
    });
  });
});
