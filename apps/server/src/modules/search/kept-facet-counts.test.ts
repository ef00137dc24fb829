import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingRate } from '@app/contract';
import { models } from '../../db/schema.js';
import { useApiTest } from '../../test/api-test.js';
import { createListing } from '../../test/factories.js';

const api = useApiTest();

const hourly = (amount: number): ListingRate[] => [{ kind: 'incall', minutes: 60, amount }];

/** The kept counts that are not zero, next to the same counts taken from the listings. */
async function keptAndCounted() {
  const read = async (query: ReturnType<typeof sql>) =>
    (await api.db.execute<Record<string, unknown>>(query)).rows;
  return {
    prices: {
      kept: await read(sql`SELECT state, city_key, gender, account_type, is_verified,
          hourly_rate_aud, live FROM listing_price_counts WHERE live <> 0 ORDER BY 1, 2, 3, 4, 5, 6`),
      counted: await read(sql`SELECT state, city_key, gender, account_type, is_verified,
          hourly_rate_aud, count(*)::int AS live FROM models
        WHERE status = 'live' AND hourly_rate_aud IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`),
    },
    languages: {
      kept: await read(sql`SELECT state, city_key, gender, account_type, is_verified,
          language_key, live FROM listing_language_counts WHERE live <> 0 ORDER BY 1, 2, 3, 4, 5, 6`),
      counted: await read(sql`SELECT state, city_key, gender, account_type, is_verified,
          key AS language_key, count(DISTINCT id)::int AS live
        FROM models, unnest(language_keys) key WHERE status = 'live'
        GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`),
    },
  };
}

async function expectCountsKept() {
  const { prices, languages } = await keptAndCounted();
  expect(prices.kept).toEqual(prices.counted);
  expect(languages.kept).toEqual(languages.counted);
  expect(prices.kept.length + languages.kept.length).toBeGreaterThan(0);
}

describe('the kept counts of live listings per price and per language', () => {
  it('follow every listing written, changed, paused, moved and deleted', async () => {
    const first = await createListing(api.db, {
      rateTable: hourly(300),
      languages: ['English', 'Thai', 'THAI'],
    });
    const second = await createListing(api.db, {
      city: 'Parramatta',
      suburb: 'Parramatta',
      rateTable: hourly(250),
      languages: ['English'],
    });
    await createListing(api.db, { status: 'paused', rateTable: hourly(200), languages: ['Thai'] });
    await expectCountsKept();

    const changes = [
      { rateTable: hourly(350) },
      { languages: ['English', 'Mandarin'] },
      { isVerified: true },
      { status: 'paused' as const },
      { status: 'live' as const, city: 'Newcastle', suburb: 'Newcastle' },
    ];
    for (const change of changes) {
      await api.db.update(models).set(change).where(eq(models.id, first.id));
      await expectCountsKept();
    }
    await api.db.delete(models).where(eq(models.id, second.id));
    await expectCountsKept();
  });

  it('are not written by a heartbeat or a view', async () => {
    const listing = await createListing(api.db, { rateTable: hourly(300), languages: ['English'] });

    await api.db.transaction(async (tx) => {
      // This transaction's own writes to the two tables (none yet: no row).
      const countWrites = async () =>
        (
          await tx.execute<{ relname: string; writes: number }>(
            sql`SELECT relname, (n_tup_upd + n_tup_ins)::int AS writes
              FROM pg_stat_xact_user_tables
              WHERE relname IN ('listing_price_counts', 'listing_language_counts')`,
          )
        ).rows;
      const before = await countWrites();
      await tx
        .update(models)
        .set({ lastSeenAt: new Date(), viewCount: sql`${models.viewCount} + 1` })
        .where(eq(models.id, listing.id));
      expect(await countWrites()).toEqual(before);
      // A change of price, by contrast, is written.
      await tx
        .update(models)
        .set({ rateTable: hourly(320) })
        .where(eq(models.id, listing.id));
      expect(await countWrites()).not.toEqual(before);
    });
  });
});
