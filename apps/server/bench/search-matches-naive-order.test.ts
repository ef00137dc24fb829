import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_NOW_MINUTES,
  SEARCH_PAGE_SIZE,
  SearchModelsQuerySchema,
  TOURING_SOON_DAYS,
  addDays,
  findState,
  type SearchModelsQuery,
} from '@app/contract';
import { poolOf, withClient } from '../src/db/client.js';
import { generateDemoListings } from '../src/seed/demo-listings.js';
import { createRandom } from '../src/seed/random.js';
import { loadLocalityIndex } from '../src/modules/locations/locality-index.js';
import { sweepSeenLately } from '../src/modules/search/active-now-hint.js';
import { ROTATION_CIRCLE, rotationStart } from '../src/modules/search/daily-rotation.js';
import { RECOMMENDED_ORDER, type RankKey } from '../src/modules/search/ranking-order.js';
import { australianDate, searchModels } from '../src/modules/search/search.service.js';
import { useTestDatabase } from '../src/test/api-test.js';
import { listBenchPlaces } from './bench-places.js';
import { seedBenchListings } from './seed-listings.js';

/**
 * The search at 10,000 listings (the benchmark's directory: places weighted by popularity,
 * Active Now, Available today, tours from 3 days ago to 10 days ahead) against the rule written
 * the plain way in SQL: every live match at home or touring the place, filtered column by
 * column and sorted by one ORDER BY. The recommended order's ORDER BY is made from
 * RECOMMENDED_ORDER, the one definition the search's own SQL sorts by.
 */
const LISTINGS = 10_000;
const owned = useTestDatabase();
const now = new Date();
const today = australianDate(now);

beforeAll(async () => {
  const places = listBenchPlaces(await loadLocalityIndex());
  const templates = generateDemoListings({
    count: 64,
    random: createRandom(7),
    places,
    portraits: ['placeholder.webp'],
    now,
  });
  await withClient(owned.database.url, (client) =>
    seedBenchListings(client, {
      from: 0,
      to: LISTINGS,
      places,
      templates,
      imageName: 'placeholder.webp',
      now,
      today,
    }),
  );
  // As each server's sweep keeps it: only the listings still Active Now are seen lately.
  await sweepSeenLately(owned.database.db, now);
  await poolOf(owned.database.db).query('ANALYZE');
}, 240_000);

const NOW = `'${now.toISOString()}'::timestamptz`;
const ACTIVE_NOW = `coalesce(m.last_seen_at > ${NOW} - interval '${ACTIVE_NOW_MINUTES} minutes', false)`;

/** The plain SQL of each key of the recommended order, over `models m`. */
const NAIVE_RANK: Record<RankKey, string> = {
  active: ACTIVE_NOW,
  available: `(NOT ${ACTIVE_NOW} AND coalesce(m.available_until > ${NOW}, false))`,
  verified: 'm.is_verified',
  rotation: `(m.rotation - ${rotationStart(today)} + ${ROTATION_CIRCLE}) % ${ROTATION_CIRCLE}`,
  id: 'm.id',
};

const NAIVE_ORDER = {
  recommended: RECOMMENDED_ORDER.map(
    ({ key, descending }) => `${NAIVE_RANK[key]}${descending ? ' DESC' : ''}`,
  ).join(', '),
  newest: 'm.went_live_at DESC NULLS LAST, m.id DESC',
  price_asc: 'm.hourly_rate_aud NULLS LAST, m.rotation, m.id',
};

/**
 * Every live listing matching `query`, in its order, by one plain statement: the place at home
 * or through a tour on today (touring soon: a tour starting within 14 days instead).
 */
async function naiveSearch(query: SearchModelsQuery): Promise<number[]> {
  const filters = SearchModelsQuerySchema.parse(query);
  const where: string[] = [`m.status = 'live'`];
  // The cases' own constants, written into the statement as they would be typed.
  const value = (given: unknown) => `'${String(given).replaceAll("'", "''")}'`;
  const homePlace: string[] = [];
  const tourPlace: string[] = [];
  if (filters.state) {
    homePlace.push(`m.state = ${value(findState(filters.state)?.name)}`);
    tourPlace.push(`tr.state = ${value(findState(filters.state)?.name)}`);
  }
  if (filters.city) {
    homePlace.push(`lower(m.city) = ${value(filters.city.toLowerCase())}`);
    tourPlace.push(`lower(tr.city) = ${value(filters.city.toLowerCase())}`);
  }
  const tourWhere = [`tr.model_id = m.id`, ...tourPlace];
  if (filters.touring_soon) {
    where.push(
      `EXISTS (SELECT 1 FROM tours tr WHERE ${[...tourWhere, `tr.starts_on BETWEEN ${value(today)}::date AND ${value(addDays(today, TOURING_SOON_DAYS))}::date`].join(' AND ')})`,
    );
  } else if (homePlace.length > 0) {
    const touring = `EXISTS (SELECT 1 FROM tours tr WHERE ${[...tourWhere, `${value(today)}::date BETWEEN tr.starts_on AND tr.ends_on`].join(' AND ')})`;
    where.push(`((${homePlace.join(' AND ')}) OR ${touring})`);
  }
  if (filters.gender) where.push(`m.gender = ${value(filters.gender)}`);
  if (filters.account_type) {
    where.push(`m.account_type = ${value(filters.account_type)}`);
  }
  if (filters.verified) where.push('m.is_verified');
  if (filters.incall) where.push('m.offers_incall');
  if (filters.min_price !== undefined) {
    where.push(`m.hourly_rate_aud >= ${value(filters.min_price)}`);
  }
  if (filters.available_today) where.push(`m.available_until > ${NOW}`);
  const result = await poolOf(owned.database.db).query<{ id: number }>(
    `SELECT m.id FROM models m WHERE ${where.join(' AND ')} ORDER BY ${NAIVE_ORDER[filters.sort]}`,
  );
  return result.rows.map((row) => row.id);
}

const SYDNEY = { state: 'new-south-wales', city: 'sydney' };
const NSW = { state: 'new-south-wales' };

const CASES: [string, SearchModelsQuery][] = [
  ['Sydney', SYDNEY],
  ['Sydney, female', { ...SYDNEY, gender: 'female' }],
  ['Sydney, female escorts', { ...SYDNEY, gender: 'female', account_type: 'Escort' }],
  ['Sydney, verified', { ...SYDNEY, verified: 'true' }],
  ['Sydney, incall', { ...SYDNEY, incall: 'true' }],
  ['Sydney, from $250', { ...SYDNEY, min_price: '250' }],
  ['Sydney, available today', { ...SYDNEY, available_today: 'true' }],
  ['Sydney, touring soon', { ...SYDNEY, touring_soon: 'true' }],
  ['Sydney, newest', { ...SYDNEY, sort: 'newest' }],
  ['Sydney, price low to high', { ...SYDNEY, sort: 'price_asc' }],
  ['New South Wales', NSW],
  ['New South Wales, male', { ...NSW, gender: 'male' }],
  ['the whole country', {}],
];

describe(`search at ${LISTINGS.toLocaleString('en-AU')} listings against one plain ORDER BY`, () => {
  it.each(CASES)(
    '%s: pages 1, 2, 7, 20 and the last hold the naive order, with its total',
    async (_label, query) => {
      const expected = await naiveSearch(query);
      expect(expected.length).toBeGreaterThan(0);
      const lastPage = Math.max(1, Math.ceil(expected.length / SEARCH_PAGE_SIZE));
      for (const page of [...new Set([1, 2, 7, 20, lastPage, lastPage + 1])]) {
        const filters = SearchModelsQuerySchema.parse({ ...query, page: String(page) });
        const found = await searchModels(owned.database.db, filters, { now });
        const from = (page - 1) * SEARCH_PAGE_SIZE;
        expect({ page, ids: found.items.map((item) => item.model.id) }).toEqual({
          page,
          ids: expected.slice(from, from + SEARCH_PAGE_SIZE),
        });
        expect(found.total).toBe(expected.length);
      }
    },
  );

  it('puts Active Now first, then verified, and finds listings touring Sydney today', async () => {
    const cards = [];
    for (let page = 1; page <= 6; page += 1) {
      const filters = SearchModelsQuerySchema.parse({ ...SYDNEY, page: String(page) });
      cards.push(...(await searchModels(owned.database.db, filters, { now })).items);
    }
    const firstNotActive = cards.findIndex((card) => !card.active_now);
    expect(firstNotActive).toBeGreaterThan(0);
    expect(cards.slice(firstNotActive).some((card) => card.active_now)).toBe(false);
    // Within the Active Now listings, verified ones come before the others.
    const active = cards.slice(0, firstNotActive);
    const firstUnverified = active.findIndex((card) => !card.verified);
    expect(active.slice(firstUnverified).some((card) => card.verified)).toBe(false);

    const touring = await searchModels(
      owned.database.db,
      SearchModelsQuerySchema.parse({ ...SYDNEY, page: '1' }),
      { now, perPage: 5_000 },
    );
    expect(touring.items.some((card) => card.tour?.status === 'touring')).toBe(true);
  });
});
