import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SearchModelsQuerySchema } from '@app/contract';
import { createListing } from '../../test/factories.js';
import { useApiTest } from '../../test/api-test.js';
import { searchModels } from './search.service.js';
import { DAY } from '../../test/days.js';

const api = useApiTest();

/** A made-up city of letters only, so each test owns its listings. */
function uniqueCity(): string {
  return `Rotation ${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
}

/** The ids of a city's listings in the order the search shows them on `now`'s day. */
async function orderOn(city: string, now: Date, perPage: number, count: number) {
  const ids: number[] = [];
  for (let page = 1; page <= Math.ceil(count / perPage); page += 1) {
    const filters = SearchModelsQuerySchema.parse({ city, page: String(page) });
    const result = await searchModels(api.db, filters, { now, perPage });
    ids.push(...result.items.map((item) => item.model.id));
  }
  return ids;
}

describe('the daily rotation', () => {
  it('changes the order once a day and keeps it stable across pages within the day', async () => {
    const city = uniqueCity();
    for (let i = 0; i < 30; i += 1) await createListing(api.db, { city });
    const dayOne = new Date('2026-03-01T02:00:00Z');
    const dayTwo = new Date('2026-03-02T02:00:00Z');

    const wholeDayOne = await orderOn(city, dayOne, 30, 30);
    const pagedDayOne = await orderOn(city, dayOne, 7, 30);
    const laterDayOne = await orderOn(city, new Date(dayOne.getTime() + 6 * 3_600_000), 30, 30);
    const wholeDayTwo = await orderOn(city, dayTwo, 30, 30);

    expect(pagedDayOne).toEqual(wholeDayOne);
    expect(laterDayOne).toEqual(wholeDayOne);
    expect(new Set(pagedDayOne).size).toBe(30);
    expect(wholeDayTwo).not.toEqual(wholeDayOne);
    expect([...wholeDayTwo].sort()).toEqual([...wholeDayOne].sort());
  });

  it('is fair across 30 days: in a city of 100 equal listings each reaches the first page and averages near the middle', async () => {
    const city = uniqueCity();
    const ids: number[] = [];
    for (let i = 0; i < 100; i += 1) ids.push((await createListing(api.db, { city })).id);
    const firstPageDays = new Map(ids.map((id) => [id, 0]));
    const positionSums = new Map(ids.map((id) => [id, 0]));

    const start = new Date('2026-05-01T02:00:00Z').getTime();
    for (let day = 0; day < 30; day += 1) {
      const now = new Date(start + day * DAY);
      const order = await orderOn(city, now, 100, 100);
      expect(order).toHaveLength(100);
      order.forEach((id, position) => {
        if (position < 24) firstPageDays.set(id, firstPageDays.get(id)! + 1);
        positionSums.set(id, positionSums.get(id)! + position);
      });
    }

    const averages = ids.map((id) => positionSums.get(id)! / 30);
    expect(Math.min(...firstPageDays.values())).toBeGreaterThanOrEqual(1);
    // Positions run 0 to 99, the middle is 49.5; a shuffle that favoured anyone would stray far.
    expect(Math.min(...averages)).toBeGreaterThan(34.5);
    expect(Math.max(...averages)).toBeLessThan(64.5);
  });
});

describe('search totals', () => {
  const countLive = async (city: string) => {
    const result = await api.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM models WHERE status = 'live' AND city = ${city} AND gender = 'female'`,
    );
    return Number(result.rows[0]!.n);
  };
  const total = async (city: string) =>
    (
      await searchModels(
        api.db,
        SearchModelsQuerySchema.parse({ state: 'new-south-wales', city, gender: 'female' }),
      )
    ).total;

  it('keep the summed counts equal to the matches as listings go live, pause, move and change', async () => {
    const city = uniqueCity();
    const other = uniqueCity();
    const listings = [];
    for (let i = 0; i < 6; i += 1) listings.push(await createListing(api.db, { city }));
    await createListing(api.db, { city, status: 'pending' });
    expect(await total(city)).toBe(6);

    const db = api.db;
    await db.execute(sql`UPDATE models SET status = 'paused' WHERE id = ${listings[0]!.id}`);
    await db.execute(sql`UPDATE models SET city = ${other} WHERE id = ${listings[1]!.id}`);
    await db.execute(sql`UPDATE models SET gender = 'male' WHERE id = ${listings[2]!.id}`);
    await db.execute(sql`DELETE FROM models WHERE id = ${listings[3]!.id}`);
    await db.execute(
      sql`UPDATE models SET status = 'live' WHERE city = ${city} AND status = 'pending'`,
    );

    expect(await countLive(city)).toBe(3);
    expect(await total(city)).toBe(3);
    expect(await total(other)).toBe(1);
  });
});
