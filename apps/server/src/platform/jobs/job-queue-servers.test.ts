import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { startJobQueue, type JobQueue } from './job-queue.js';

/**
 * Servers starting together each make sure their queues exist (docs/RELIABILITY.md). pg-boss's
 * createQueue, run for one name by two servers at the same moment, can deadlock (40P01): the
 * losing server crashed at start in the two-server test.
 */
describe('job queues of several servers on one database', () => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop(1_000)));
    await database?.close();
  });

  it('creates the same queues from two servers at once without a deadlock', async () => {
    const logger = pino({ level: 'silent' });
    const [a, b] = await Promise.all([
      startJobQueue({ databaseUrl: database.url, logger }),
      startJobQueue({ databaseUrl: database.url, logger }),
    ]);
    queues.push(a, b);
    const names = Array.from({ length: 8 }, (_, i) => `together-${i}`);
    const results = await Promise.allSettled(
      names.flatMap((name) => [a.send(name, { from: 'a' }), b.send(name, { from: 'b' })]),
    );
    const failures = results.filter((result) => result.status === 'rejected');
    expect(failures.map((failure) => String((failure as PromiseRejectedResult).reason))).toEqual(
      [],
    );
    for (const name of names) expect(await a.queueSize(name)).toBe(2);
  });
});
