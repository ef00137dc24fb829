import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { startTcpRelay, type TcpRelay } from '../../test/tcp-relay.js';
import { createAnswerCache, type AnswerCache } from './answer-cache.js';
import { portAnswers } from '../../test/port-answers.js';

/**
 * The answer cache in Redis when Redis goes away and comes back (docs/RELIABILITY.md): answers
 * keep coming straight from the database meanwhile, and no answer that a change made stale
 * while Redis was away is served once it is back. The machine's Redis is reached through a
 * relay this test cuts; Redis itself is never touched.
 */

const redisUp = await portAnswers(6379);
if (!redisUp) console.warn('answer cache Redis-outage tests skipped: no Redis on 127.0.0.1:6379');

describe.skipIf(!redisUp)('the answer cache in Redis across a Redis outage', () => {
  let database: TestDatabase;
  let relay: TcpRelay;
  let redis: Redis;
  let cache: AnswerCache;
  const logged: string[] = [];
  const logger = {
    warn: (_details: unknown, message: string) => logged.push(message),
    info: (message: string) => logged.push(message),
  } as unknown as FastifyBaseLogger;

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await startTcpRelay(6379);
    // As server.ts connects: nothing queued while disconnected, so calls fail at once.
    redis = new Redis(relay.port, '127.0.0.1', {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', () => undefined);
    await vi.waitFor(() => expect(redis.status).toBe('ready'));
    cache = await createAnswerCache({ db: database.db, ttlSeconds: 60, redis, logger });
  });
  afterAll(async () => {
    await cache?.close();
    redis?.disconnect();
    await relay?.close();
    await database?.close();
  });

  const kept = (key: string) => cache.getOrLoad(key, 'all', async () => 'loaded now');

  it('answers from the database while Redis is away, warning once, and serves no stale answer after', async () => {
    expect(await cache.getOrLoad('search:outage', 'all', async () => 'before')).toBe('before');
    await vi.waitFor(async () => expect(await kept('search:outage')).toBe('before'));

    await relay.cut();
    try {
      expect(await kept('search:outage')).toBe('loaded now');
      expect(await kept('search:outage')).toBe('loaded now');
      // A listing changes meanwhile: the announcement arrives, the clear cannot reach Redis.
      await database.db.execute(sql`SELECT pg_notify('listing_changes', 'all')`);
      await vi.waitFor(() => expect(logged).toContain('could not clear kept answers'));
    } finally {
      await relay.restore();
    }
    await vi.waitFor(() => expect(redis.status).toBe('ready'), { timeout: 10_000, interval: 50 });

    // Redis still holds "before", kept under the tag the missed clear named: it must not come back.
    expect(await cache.getOrLoad('search:outage', 'all', async () => 'after')).toBe('after');
    expect(logged.filter((m) => m === 'answer cache unavailable; answering directly')).toHaveLength(
      1,
    );
    expect(logged).toContain('answer cache available again');
  });
});
