import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Public answers every visitor shares (search pages, profiles), reused for a few seconds: in
 * Redis when `REDIS_URL` is set, so every server shares them, in this process otherwise. Each
 * answer is filed under a tag: a search under the place it searched ('all' for no place,
 * 'state:…', 'city:…', 'suburb:…'), a profile under its listing ('listing:…'). The database
 * announces the tags a change to a listing, tour or photo touches (triggers of drizzle/0005,
 * channel `listing_changes`) and every server drops those answers, so a change shows at once
 * rather than when the answer expires. Expiry bounds what a missed announcement could leave.
 */
export interface AnswerCache {
  /**
   * The answer kept under `key`, or `load`'s answer (JSON-safe), kept under `key` and `tag`
   * unless `isKept` says it is not worth keeping (a page drawn as a fallback, a 404). `weigh`
   * tells what an answer holds in memory, in bytes (DEFAULT_ANSWER_BYTES without it).
   */
  getOrLoad<T>(
    key: string,
    tag: string,
    load: () => Promise<T>,
    isKept?: (value: T) => boolean,
    weigh?: (value: T) => number,
  ): Promise<T>;
  /** Drops the answers of these tags ('*': every answer). */
  clear(tags: readonly string[] | '*'): Promise<void>;
  close(): Promise<void>;
}

export interface AnswerCacheOptions {
  db: Database;
  ttlSeconds: number;
  redis?: Redis;
  logger?: FastifyBaseLogger;
  /** In this process: what the kept answers may hold at most, in bytes (MAX_LOCAL_BYTES). */
  maxBytes?: number;
}

const CHANNEL = 'listing_changes';
/** The tag of answers about no one place (a search of all places); every listing change names it. */
export const EVERY_PLACE_TAG = 'all';
/**
 * The tag of answers a blog change makes stale (the drawn blog pages, decision 046): the
 * database announces only listing changes, so the blog's routes announce theirs.
 */
export const BLOG_TAG = 'blog';
const REDIS_PREFIX = 'answers:';
/** In-process only: at most this many answers are kept; the oldest go first. */
const MAX_LOCAL_ANSWERS = 20_000;
/**
 * In-process only: the kept answers hold at most this much memory; the oldest go first. A
 * count alone would let 20,000 drawn pages of some 180 KB each fill 3.5 GB (decision 055).
 */
export const MAX_LOCAL_BYTES = 256 * 2 ** 20;
/**
 * What a kept API answer weighs unless its caller says: a full results page, measured at 21 KB
 * as objects, 15 KB as JSON and 6 KB compressed (decision 055). A profile weighs less.
 */
export const DEFAULT_ANSWER_BYTES = 48 * 1024;
const RELISTEN_DELAY_MS = 1_000;

export async function createAnswerCache(options: AnswerCacheOptions): Promise<AnswerCache> {
  const store = options.redis
    ? redisStore(options.redis, options.ttlSeconds * 1000, await redisPrefixOf(options.db))
    : localStore(options.ttlSeconds * 1000, options.maxBytes ?? MAX_LOCAL_BYTES);
  const loading = new Map<string, Promise<unknown>>();
  // A search that started before a change must not file its (older) answer after the clear.
  let clears = 0;
  // A clear that failed (Redis away) may have left answers a change made stale: none is read
  // until a full clear has worked, or they would be served for up to their TTL once it is back.
  let clearMissed = false;
  const clear = async (tags: readonly string[] | '*') => {
    clears += 1;
    loading.clear();
    try {
      await store.clear(tags);
    } catch (error) {
      clearMissed = true;
      throw error;
    }
  };
  // One warning per outage, not one per search.
  let storeAway = false;
  const readKept = async (key: string): Promise<Kept | undefined> => {
    try {
      if (clearMissed) {
        await store.clear('*');
        clearMissed = false;
      }
      const kept = await store.get(key);
      if (storeAway) options.logger?.info('answer cache available again');
      storeAway = false;
      return kept;
    } catch (error) {
      if (!storeAway) {
        options.logger?.warn({ err: error }, 'answer cache unavailable; answering directly');
      }
      storeAway = true;
      return undefined;
    }
  };
  const stopListening = await listenForChanges(options, (tags) =>
    clear(tags).catch((error: unknown) => {
      options.logger?.warn({ err: error }, 'could not clear kept answers');
    }),
  );

  return {
    async getOrLoad<T>(
      key: string,
      tag: string,
      load: () => Promise<T>,
      isKept: (value: T) => boolean = () => true,
      weigh: (value: T) => number = () => DEFAULT_ANSWER_BYTES,
    ): Promise<T> {
      const kept = await readKept(key);
      if (kept) return kept.value as T;
      // Visitors asking for the same answer at once share one load.
      let pending = loading.get(key) as Promise<T> | undefined;
      if (!pending) {
        const clearsBefore = clears;
        pending = load();
        loading.set(key, pending);
        pending
          .then((value) =>
            clears === clearsBefore && isKept(value)
              ? store.set(key, tag, value, weigh(value))
              : undefined,
          )
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

/**
 * Tells every server (through the database, as the listing triggers do) to drop the answers of
 * `tags`; a change made outside a trigger calls it once its transaction has committed.
 */
export async function announceChange(db: Database, tags: readonly string[]): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${tags.join('\n')})`);
}

/** A kept answer, boxed so that a kept `null` (no such profile) is told from a miss. */
interface Kept {
  value: unknown;
}

interface AnswerStore {
  get(key: string): Promise<Kept | undefined>;
  /** Keeps `value`, which holds about `bytes` of memory (the Redis store has its own limits). */
  set(key: string, tag: string, value: unknown, bytes: number): Promise<void>;
  clear(tags: readonly string[] | '*'): Promise<void>;
}

function localStore(ttlMs: number, maxBytes: number): AnswerStore {
  const answers = new Map<
    string,
    { value: unknown; tag: string; expiresAt: number; bytes: number }
  >();
  const keysByTag = new Map<string, Set<string>>();
  let keptBytes = 0;
  const forget = (key: string) => {
    const entry = answers.get(key);
    if (!entry) return;
    answers.delete(key);
    keptBytes -= entry.bytes;
    const keys = keysByTag.get(entry.tag);
    keys?.delete(key);
    // An empty tag goes too, or tags of answers long gone (one per id asked for) pile up.
    if (keys?.size === 0) keysByTag.delete(entry.tag);
  };
  return {
    async get(key) {
      const entry = answers.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return { value: entry.value };
      forget(key);
      return undefined;
    },
    async set(key, tag, value, bytes) {
      forget(key);
      // An answer larger than the whole budget would only push every other one out.
      if (bytes > maxBytes) return;
      while (answers.size >= MAX_LOCAL_ANSWERS || keptBytes + bytes > maxBytes) {
        forget(answers.keys().next().value!);
      }
      answers.set(key, { value, tag, expiresAt: Date.now() + ttlMs, bytes });
      keptBytes += bytes;
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    },
    async clear(tags) {
      if (tags === '*') {
        answers.clear();
        keysByTag.clear();
        keptBytes = 0;
        return;
      }
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) forget(key);
      }
    },
  };
}

/**
 * Answers are one database's: servers of another database sharing the Redis (a second site, a
 * test run beside another) must neither read them (`profile:1` is another listing there) nor
 * clear them all. So every key names the database, `answers:<database>:`.
 */
async function redisPrefixOf(db: Database): Promise<string> {
  const found = await db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  return `${REDIS_PREFIX}${found.rows[0]!.name}:`;
}

/** SCAN's MATCH reads `*?[]\` as pattern characters; a database name may hold them. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/** Answers under `<prefix>key:<key>`; each tag's set of keys under `<prefix>tag:<tag>`. */
function redisStore(redis: Redis, ttlMs: number, prefix: string): AnswerStore {
  const answerKey = (key: string) => `${prefix}key:${key}`;
  const tagKey = (tag: string) => `${prefix}tag:${tag}`;
  return {
    async get(key) {
      const json = await redis.get(answerKey(key));
      return json ? (JSON.parse(json) as Kept) : undefined;
    },
    async set(key, tag, value) {
      await redis
        .multi()
        .set(answerKey(key), JSON.stringify({ value }), 'PX', ttlMs)
        .sadd(tagKey(tag), answerKey(key))
        .pexpire(tagKey(tag), ttlMs * 2)
        .exec();
    },
    async clear(tags) {
      if (tags === '*') {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(
            cursor,
            'MATCH',
            `${escapeGlob(prefix)}*`,
            'COUNT',
            500,
          );
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
        return;
      }
      for (const tag of tags) {
        const keys = await redis.smembers(tagKey(tag));
        await redis.unlink(tagKey(tag), ...keys);
      }
    },
  };
}

/**
 * LISTENs on its own connection for the tags changes touch. A lost connection is opened
 * again; everything is cleared then, since announcements made meanwhile were missed.
 */
async function listenForChanges(
  { db, logger }: AnswerCacheOptions,
  onChange: (tags: readonly string[] | '*') => Promise<void>,
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
