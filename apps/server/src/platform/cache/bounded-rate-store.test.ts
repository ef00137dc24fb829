import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BoundedRateStore, boundedRateStore } from './bounded-rate-store.js';

const WINDOW = 60_000;
const MAX = 3;

/** A store on a clock the test moves, counting through the callback API the plugin uses. */
function storeAt(capacity: number) {
  const clock = { now: 1_000_000 };
  const store = new BoundedRateStore({ capacity, now: () => clock.now });
  const hit = (key: string) => {
    let current = 0;
    store.incr(key, (_error, result) => (current = result.current), WINDOW, MAX);
    return current;
  };
  return { clock, store, hit };
}

describe('BoundedRateStore', () => {
  it('keeps a blocked client blocked however many other keys flood in, until its window ends', () => {
    const { clock, store, hit } = storeAt(8);
    for (let i = 0; i < MAX; i += 1) hit('attacker');
    expect(hit('attacker')).toBeGreaterThan(MAX);
    // 2,000 distinct keys, each seen once and then twice: both maps overflow many times over.
    for (let i = 0; i < 2_000; i += 1) hit(`flood-${i}`);
    for (let i = 0; i < 2_000; i += 1) {
      hit(`flood-${i}`);
      hit(`flood-${i}`);
    }
    expect(hit('attacker')).toBeGreaterThan(MAX);
    expect(store.size).toBeLessThanOrEqual(16);
    clock.now += WINDOW;
    expect(hit('attacker')).toBe(1);
  });

  it('refuses a newcomer rather than forget a block when every held counter is a block', () => {
    const { hit } = storeAt(2);
    for (const key of ['a', 'b']) for (let i = 0; i <= MAX; i += 1) hit(key);
    expect(hit('c')).toBe(1);
    // No room to count c's second request without forgetting a or b: refused.
    expect(hit('c')).toBeGreaterThan(MAX);
    expect(hit('a')).toBeGreaterThan(MAX);
    expect(hit('b')).toBeGreaterThan(MAX);
  });

  it('stays bounded: 100,000 distinct keys keep at most 2 × capacity counters', () => {
    const { store, hit } = storeAt(100);
    for (let i = 0; i < 100_000; i += 1) hit(`k${i}`);
    expect(store.size).toBeLessThanOrEqual(200);
  });

  it('reads without counting', () => {
    const { store, hit } = storeAt(8);
    hit('a');
    hit('a');
    let read = { current: -1, ttl: -1 };
    store.read('a', (_error, result) => (read = result), WINDOW);
    expect(read.current).toBe(2);
    expect(hit('a')).toBe(3);
  });
});

describe('the rate-limit plugin with a flood of keys', () => {
  /**
   * A route limited per `x-key`, with the plugin's own LRU or this store, both of 8 keys (the
   * plugin reads `cache` from the route's options: its global `cache` does not reach routes).
   */
  async function appWith(options: { store?: ReturnType<typeof boundedRateStore> }) {
    const app = Fastify();
    await app.register(rateLimit, { global: false, ...options });
    const limit = {
      max: MAX,
      timeWindow: WINDOW,
      keyGenerator: (request: { headers: Record<string, unknown> }) =>
        String(request.headers['x-key']),
      cache: 8,
    };
    app.get('/limited', { config: { rateLimit: limit } }, async () => 'ok');
    await app.ready();
    const call = (key: string) => app.inject({ url: '/limited', headers: { 'x-key': key } });
    return { app, call };
  }

  async function blockThenFlood(
    call: (key: string) => ReturnType<ReturnType<typeof Fastify>['inject']>,
  ) {
    for (let i = 0; i < MAX; i += 1) await call('attacker');
    expect((await call('attacker')).statusCode).toBe(429);
    for (let i = 0; i < 40; i += 1) await call(`flood-${i}`);
    return (await call('attacker')).statusCode;
  }

  it("is reset by 40 flood keys with the plugin's default LRU store (the finding)", async () => {
    const { app, call } = await appWith({});
    expect(await blockThenFlood(call)).toBe(200);
    await app.close();
  });

  it('keeps the block with the bounded store the app uses', async () => {
    const { app, call } = await appWith({ store: boundedRateStore({ capacity: 8 }) });
    expect(await blockThenFlood(call)).toBe(429);
    await app.close();
  });
});
