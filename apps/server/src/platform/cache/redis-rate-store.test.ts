import { randomBytes, randomInt } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTcpRelay, type TcpRelay } from '../../test/tcp-relay.js';
import { redisRateStore } from './redis-rate-store.js';
import { portAnswers } from '../../test/port-answers.js';

const REDIS_PORT = 6379;
const redisUp = await portAnswers(REDIS_PORT);
if (!redisUp)
  console.warn('redis-rate-store tests against Redis skipped: no Redis on 127.0.0.1:6379');

/** This run's own key space on the shared Redis; never flushed, the keys expire. */
const NAME_SPACE = `rate-limit-test-${randomBytes(6).toString('hex')}:`;
const LIMIT = { max: 3, timeWindow: '1 minute' } as const;

const clients: Redis[] = [];
const apps: FastifyInstance[] = [];
const relays: TcpRelay[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const client of clients) client.disconnect();
  await Promise.all(relays.map((relay) => relay.close()));
});

/** As server.ts connects: no queue while disconnected, one retry, so a call fails fast. */
function connect(port: number): Redis {
  const client = new Redis(port, '127.0.0.1', {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}

/** One "server": the plugin with the store over `redis`, and one limited route. */
async function serverOn(redis: Redis, events: string[] = []): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(rateLimit, {
    global: false,
    store: redisRateStore({
      redis,
      nameSpace: NAME_SPACE,
      onFallback: () => events.push('fallback'),
      onRecovered: () => events.push('recovered'),
    }),
  });
  app.get('/limited', { config: { rateLimit: LIMIT } }, async () => ({ ok: true }));
  await app.ready();
  apps.push(app);
  return app;
}

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const hit = async (app: FastifyInstance, from: string) =>
  (await app.inject({ method: 'GET', url: '/limited', remoteAddress: from })).statusCode;

describe.skipIf(!redisUp)('rate limits in Redis shared by several servers', () => {
  it('counts one limit across two servers: the 4th request is refused whichever gets it', async () => {
    const [redisA, redisB] = [connect(REDIS_PORT), connect(REDIS_PORT)];
    const a = await serverOn(redisA);
    const b = await serverOn(redisB);
    await vi.waitFor(() => expect([redisA.status, redisB.status]).toEqual(['ready', 'ready']));
    const from = address();
    expect([await hit(a, from), await hit(b, from), await hit(a, from)]).toEqual([200, 200, 200]);
    expect(await hit(b, from)).toBe(429);
    expect(await hit(a, from)).toBe(429);
  });

  it('keeps answering with per-server counts while Redis is cut off, and shares again once it is back', async () => {
    const relay = await startTcpRelay(REDIS_PORT);
    relays.push(relay);
    const [redisA, redisB] = [connect(relay.port), connect(relay.port)];
    const events: string[] = [];
    const a = await serverOn(redisA, events);
    const b = await serverOn(redisB);
    await vi.waitFor(() => expect([redisA.status, redisB.status]).toEqual(['ready', 'ready']));

    await relay.cut();
    const during = address();
    // No 500: each server counts on its own, and still refuses past the limit.
    const onA = [await hit(a, during), await hit(a, during), await hit(a, during)];
    expect(onA).toEqual([200, 200, 200]);
    expect(await hit(a, during)).toBe(429);
    expect(await hit(b, during)).toBe(200);
    expect(events).toEqual(['fallback']);

    await relay.restore();
    await vi.waitFor(() => expect([redisA.status, redisB.status]).toEqual(['ready', 'ready']), {
      timeout: 10_000,
      interval: 50,
    });
    const after = address();
    expect([await hit(a, after), await hit(b, after), await hit(a, after)]).toEqual([
      200, 200, 200,
    ]);
    expect(await hit(b, after)).toBe(429);
    expect(events).toEqual(['fallback', 'recovered']);
  });
});

describe('rate limits when Redis never answers', () => {
  it('counts in-process after the timeout instead of holding the request', async () => {
    const silent = {
      sharedRateIncrement: () => new Promise(() => undefined),
      sharedRateRead: () => new Promise(() => undefined),
    } as unknown as Redis;
    const app = Fastify({ logger: false });
    await app.register(rateLimit, {
      global: false,
      store: redisRateStore({ redis: silent, nameSpace: NAME_SPACE, timeoutMs: 50 }),
    });
    app.get('/limited', { config: { rateLimit: LIMIT } }, async () => ({ ok: true }));
    apps.push(app);
    const from = address();
    const started = Date.now();
    const statuses = [await hit(app, from), await hit(app, from), await hit(app, from)];
    expect(statuses).toEqual([200, 200, 200]);
    expect(await hit(app, from)).toBe(429);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
