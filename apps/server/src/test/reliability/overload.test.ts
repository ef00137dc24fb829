import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NEWSLETTER_PATH } from '@app/contract';
import { newsletterSubscribers } from '../../db/schema.js';
import { productionOverloadLimits } from '../../platform/http/overload.js';
import { freshIp } from '../api-test.js';
import { sleep } from '../raw-http.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

/**
 * Load shedding (platform/http/overload.ts) with a low event-loop delay limit: the test blocks
 * the event loop the way a flood of CPU-heavy requests would, and the app must answer 503
 * with Retry-After and our message at once (doing no work for the request), keep /healthz
 * up, and answer normally again once the loop is free.
 */
const SAMPLE_MS = 100;
const RETRY_AFTER_SECONDS = 7;

let database: TestDatabase;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await buildTestApp(
    database.db,
    {},
    {
      overload: {
        maxEventLoopDelayMs: 30,
        sampleIntervalMs: SAMPLE_MS,
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      },
    },
  );
});

afterAll(async () => {
  await testApp?.app.close();
  await database?.close();
});

/**
 * Holds the event loop for `ms` (as a flood of CPU-heavy requests would), then waits for the
 * sample that sees it: the delay is recorded when the loop is free again, so it may be the
 * sample after next.
 */
async function blockEventLoop(ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else in this process runs meanwhile
  }
  const deadline = Date.now() + SAMPLE_MS * 4;
  while (!testApp.app.isUnderPressure() && Date.now() < deadline) await sleep(5);
}

function subscribe(email: string) {
  return testApp.app.inject({
    method: 'POST',
    url: NEWSLETTER_PATH,
    payload: { email },
    headers: { 'x-forwarded-for': freshIp() },
  });
}

describe('load shedding', () => {
  it('answers 503 with Retry-After and the busy message past the event-loop limit, does no work, keeps /healthz up, and recovers', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(before.statusCode).toBe(200);

    await blockEventLoop(800);
    const [api, write, ready, live] = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/api/site-config' }),
      subscribe('while-busy@example.com'),
      testApp.app.inject({ method: 'GET', url: '/readyz' }),
      testApp.app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    for (const shed of [api, write, ready]) {
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(shed.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: MESSAGES.serverBusy,
      });
    }
    expect(live.statusCode, 'liveness is never shed').toBe(200);
    const stored = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'while-busy@example.com'));
    expect(stored, 'a shed write never ran').toHaveLength(0);

    // Two quiet samples later the figures are back under the limit.
    await sleep(SAMPLE_MS * 3);
    const after = await testApp.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(after.statusCode).toBe(200);
    expect((await subscribe('after-busy@example.com')).statusCode).toBe(200);
  });

  it('sheds on memory too: past the heap limit every request but /healthz gets the busy 503', async () => {
    const tight = await buildTestApp(
      database.db,
      {},
      { overload: { maxHeapUsedBytes: 1_000_000, sampleIntervalMs: SAMPLE_MS } },
    );
    try {
      // The first sample taken wholly after start (overload.ts) is the one that counts.
      await sleep(SAMPLE_MS * 4);
      const [api, live] = await Promise.all([
        tight.app.inject({ method: 'GET', url: '/api/site-config' }),
        tight.app.inject({ method: 'GET', url: '/healthz' }),
      ]);
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe(String(productionOverloadLimits().retryAfterSeconds));
      expect(api.json()).toMatchObject({ message: MESSAGES.serverBusy });
      expect(live.statusCode).toBe(200);
    } finally {
      await tight.app.close();
    }
  });

  it('uses production limits that a normal process is far below (the suite never sheds)', () => {
    const limits = productionOverloadLimits();
    const memory = process.memoryUsage();
    expect(limits.maxEventLoopDelayMs).toBe(1_000);
    expect(limits.maxHeapUsedBytes).toBeGreaterThan(memory.heapUsed * 2);
    expect(limits.maxRssBytes).toBeGreaterThan(memory.rss * 2);
  });
});
