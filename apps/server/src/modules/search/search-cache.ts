import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { SearchPage } from './search.service.js';

/**
 * Hot search pages, reused for a few seconds: in Redis when `REDIS_URL` is set, so every
 * server shares them, in this process otherwise. Each page is filed under the place it
 * searched ('all' for no place, 'state:…', 'city:…', 'suburb:…'); the database announces the
 * places a listing or tour change touches (triggers of drizzle/0005, channel
 * `search_changes`) and every server drops those pages, so a change shows at once rather
 * than when the page expires. Expiry still bounds what a missed announcement could leave.
 */
export interface SearchCache {
  /** The page kept under `key`, or `load`'s answer, kept under `key` and `place`. */
  getOrLoad(key: string, place: string, load: () => Promise<SearchPage>): Promise<SearchPage>;
  /** Drops the pages of these places ('*': every page). */
  clear(places: readonly string[] | '*'): Promise<void>;
  close(): Promise<void>;
}

export interface SearchCacheOptions {
  db: Database;
  ttlSeconds: number;
  redis?: Redis;
  logger?: FastifyBaseLogger;
}

const CHANNEL = 'search_changes';
const REDIS_PREFIX = 'search:';
/** In-process only: at most this many pages are kept; the oldest go first. */
const MAX_LOCAL_PAGES = 20_000;
const RELISTEN_DELAY_MS = 1_000;

export async function createSearchCache(options: SearchCacheOptions): Promise<SearchCache> {
  const store = options.redis
    ? redisStore(options.redis, options.ttlSeconds * 1000)
    : localStore(options.ttlSeconds * 1000);
  const loading = new Map<string, Promise<SearchPage>>();
  // A search that started before a change must not file its (older) page after the clear.
  let clears = 0;
  const clear = (places: readonly string[] | '*') => {
    clears += 1;
    loading.clear();
    return store.clear(places);
  };
  const stopListening = await listenForChanges(options, (places) =>
    clear(places).catch((error: unknown) => {
      options.logger?.warn({ err: error }, 'could not clear cached search pages');
    }),
  );

  return {
    async getOrLoad(key, place, load) {
      const kept = await store.get(key).catch((error: unknown) => {
        options.logger?.warn({ err: error }, 'search cache unavailable; searching directly');
        return undefined;
      });
      if (kept) return kept;
      // Visitors asking for the same page at once share one search.
      let pending = loading.get(key);
      if (!pending) {
        const clearsBefore = clears;
        pending = load();
        loading.set(key, pending);
        pending
          .then((page) => (clears === clearsBefore ? store.set(key, place, page) : undefined))
          .catch(() => undefined)
          .finally(() => loading.delete(key));
      }
      return pending;
    },
    clear,
    async close() {
      await stopListening();
    },
  };
}

interface PageStore {
  get(key: string): Promise<SearchPage | undefined>;
  set(key: string, place: string, page: SearchPage): Promise<void>;
  clear(places: readonly string[] | '*'): Promise<void>;
}

function localStore(ttlMs: number): PageStore {
  const pages = new Map<string, { page: SearchPage; place: string; expiresAt: number }>();
  const keysByPlace = new Map<string, Set<string>>();
  const forget = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    keysByPlace.get(entry.place)?.delete(key);
  };
  return {
    async get(key) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.page;
      forget(key);
      return undefined;
    },
    async set(key, place, page) {
      forget(key);
      if (pages.size >= MAX_LOCAL_PAGES) forget(pages.keys().next().value!);
      pages.set(key, { page, place, expiresAt: Date.now() + ttlMs });
      let keys = keysByPlace.get(place);
      if (!keys) keysByPlace.set(place, (keys = new Set()));
      keys.add(key);
    },
    async clear(places) {
      if (places === '*') {
        pages.clear();
        keysByPlace.clear();
        return;
      }
      for (const place of places) {
        for (const key of keysByPlace.get(place) ?? []) pages.delete(key);
        keysByPlace.delete(place);
      }
    },
  };
}

/** Pages under `search:page:<key>`; each place's set of page keys under `search:place:<place>`. */
function redisStore(redis: Redis, ttlMs: number): PageStore {
  const pageKey = (key: string) => `${REDIS_PREFIX}page:${key}`;
  const placeKey = (place: string) => `${REDIS_PREFIX}place:${place}`;
  return {
    async get(key) {
      const json = await redis.get(pageKey(key));
      return json ? (JSON.parse(json) as SearchPage) : undefined;
    },
    async set(key, place, page) {
      await redis
        .multi()
        .set(pageKey(key), JSON.stringify(page), 'PX', ttlMs)
        .sadd(placeKey(place), pageKey(key))
        .pexpire(placeKey(place), ttlMs * 2)
        .exec();
    },
    async clear(places) {
      if (places === '*') {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
        return;
      }
      for (const place of places) {
        const keys = await redis.smembers(placeKey(place));
        await redis.unlink(placeKey(place), ...keys);
      }
    },
  };
}

/**
 * LISTENs on its own connection for the places changes touch. A lost connection is opened
 * again; everything is cleared then, since announcements made meanwhile were missed.
 */
async function listenForChanges(
  { db, logger }: SearchCacheOptions,
  onChange: (places: readonly string[] | '*') => Promise<void>,
): Promise<() => Promise<void>> {
  // Drizzle keeps the pool it was made with (db/client.ts) as `$client`.
  const pool = (db as Database & { $client: pg.Pool }).$client;
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const connection = await pool.connect();
    connection.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      const payload = message.payload ?? '*';
      void onChange(payload === '*' ? '*' : payload.split('\n'));
    });
    connection.on('error', (error) => {
      logger?.warn({ err: error }, 'lost the search change listener; listening again');
      connection.release(error);
      if (client === connection) client = undefined;
      scheduleRelisten();
    });
    await connection.query(`LISTEN ${CHANNEL}`);
    client = connection;
  };
  const scheduleRelisten = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      listen()
        .then(() => onChange('*'))
        .catch(() => scheduleRelisten());
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  await listen();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (!client) return;
    await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
    client.release();
    client = undefined;
  };
}
