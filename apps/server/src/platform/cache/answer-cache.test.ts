import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { createListing } from '../../test/factories.js';
import { useApiTest } from '../../test/api-test.js';
import { createAnswerCache } from './answer-cache.js';

/** A made-up city of letters only, so each test owns its listings and its cached pages. */
function uniqueCity(): string {
  return `Cache ${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
}

const REDIS_URL = 'redis://127.0.0.1:6379';
/** CI's machine runs Redis; elsewhere the Redis half is left out rather than failed. */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1');
  const answer = (up: boolean) => {
    socket.destroy();
    resolve(up);
  };
  socket.setTimeout(500);
  socket.once('connect', () => answer(true));
  socket.once('error', () => answer(false));
  socket.once('timeout', () => answer(false));
});

describe.each([
  { store: 'in this process', env: { SEARCH_CACHE_SECONDS: '30' } },
  ...(redisAnswers ? [{ store: 'in Redis', env: { SEARCH_CACHE_SECONDS: '30', REDIS_URL } }] : []),
])('the answer cache $store', ({ env }) => {
  const api = useApiTest({ env });

  const namesIn = async (city: string) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/search-models?state=new-south-wales&city=${encodeURIComponent(city)}`,
    });
    return (response.json().data as Array<{ name: string }>).map((item) => item.name);
  };
  /**
   * Writes the database does not announce (triggers off), so no announcement is still on its
   * way when a test starts: only a fresh search would see them.
   */
  const quietly = <T>(work: (db: Database) => Promise<T>) =>
    api.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      return work(tx as unknown as Database);
    });
  const renameQuietly = (id: number, name: string) =>
    quietly((db) => db.execute(sql`UPDATE models SET name = ${name} WHERE id = ${id}`));
  const rename = (id: number, name: string) =>
    api.db.execute(sql`UPDATE models SET name = ${name} WHERE id = ${id}`);

  it('answers a repeated search from the cache, and a listing change in its place at once', async () => {
    const city = uniqueCity();
    const listing = await quietly((db) => createListing(db, { city, name: 'Before' }));
    expect(await namesIn(city)).toEqual(['Before']);

    await renameQuietly(listing.id, 'Unseen');
    expect(await namesIn(city)).toEqual(['Before']);

    await rename(listing.id, 'After');
    await vi.waitFor(async () => expect(await namesIn(city)).toEqual(['After']), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('keeps the pages of other places when one place changes', async () => {
    const changed = uniqueCity();
    const untouched = uniqueCity();
    const here = await quietly((db) => createListing(db, { city: changed, name: 'Here' }));
    const there = await quietly((db) => createListing(db, { city: untouched, name: 'There' }));
    await namesIn(changed);
    await namesIn(untouched);

    await renameQuietly(there.id, 'There later');
    await rename(here.id, 'Here later');
    await vi.waitFor(async () => expect(await namesIn(changed)).toEqual(['Here later']), {
      timeout: 5_000,
      interval: 20,
    });

    expect(await namesIn(untouched)).toEqual(['There']);
  });

  const profileOf = async (id: number) =>
    (await api.app.inject({ method: 'GET', url: `/api/models/${id}` })).json().data;

  it('keeps a profile until its listing changes, and the city pages when only the profile changed', async () => {
    const city = uniqueCity();
    const listing = await quietly((db) =>
      createListing(db, { city, name: 'Profiled', availability: 'Weekdays' }),
    );
    expect((await profileOf(listing.id)).availability).toBe('Weekdays');
    await namesIn(city);

    await renameQuietly(listing.id, 'Quietly renamed');
    expect((await profileOf(listing.id)).name).toBe('Profiled');

    await api.db.execute(sql`UPDATE models SET availability = 'Weekends' WHERE id = ${listing.id}`);
    await vi.waitFor(
      async () => expect((await profileOf(listing.id)).availability).toBe('Weekends'),
      { timeout: 5_000, interval: 20 },
    );

    expect(await namesIn(city)).toEqual(['Profiled']);
  });

  it('shows a new listing in its city once it goes live', async () => {
    const city = uniqueCity();
    expect(await namesIn(city)).toEqual([]);

    await createListing(api.db, { city, name: 'Newcomer' });

    await vi.waitFor(async () => expect(await namesIn(city)).toEqual(['Newcomer']), {
      timeout: 5_000,
      interval: 20,
    });
  });
});

describe('the answer cache in this process, within its memory budget', () => {
  const api = useApiTest();

  it('lets the oldest answers go once the kept ones would weigh more than its budget, and keeps none larger than it', async () => {
    const cache = await createAnswerCache({ db: api.db, ttlSeconds: 60, maxBytes: 3_000 });
    const loads: string[] = [];
    const get = (key: string, bytes: number) =>
      cache.getOrLoad(
        key,
        'budget',
        async () => {
          loads.push(key);
          return key;
        },
        undefined,
        () => bytes,
      );
    try {
      for (const key of ['a', 'b', 'c', 'd']) await get(key, 1_000);
      await get('huge', 4_000);
      for (const key of ['b', 'c', 'd']) await get(key, 1_000);
      await get('huge', 4_000);
      await get('a', 1_000);

      // 'd' pushed 'a' out; 'huge' was never kept; 'b', 'c' and 'd' were answered as kept.
      expect(loads).toEqual(['a', 'b', 'c', 'd', 'huge', 'huge', 'a']);
    } finally {
      await cache.close();
    }
  });
});
