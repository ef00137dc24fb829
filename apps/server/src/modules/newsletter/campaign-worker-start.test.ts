import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseClient } from '../../db/client.js';
import { newsletterCampaigns } from '../../db/schema.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { useTestDatabase } from '../../test/api-test.js';
import { startTcpRelay, type TcpRelay } from '../../test/tcp-relay.js';
import { startCampaignWorker } from './campaign-worker.js';

/**
 * The worker starts once the server answers, so the database may be away just then (seen: a
 * database stopped during a server's start ended the process). Its way to the database here
 * is a relay the test cuts and restores; the database itself is never touched.
 */
const owned = useTestDatabase();
let relay: TcpRelay | undefined;
afterAll(() => relay?.close());

describe('the campaign worker started while the database is away', () => {
  it('does not fail the start, says so, and resumes an unfinished campaign once the database is back', async () => {
    const [campaign] = await owned.database.db
      .insert(newsletterCampaigns)
      .values({ subject: 'Cut short', bodyHtml: '<p>x</p>', status: 'sending' })
      .returning();
    const url = new URL(owned.database.url);
    relay = await startTcpRelay(Number(url.port), url.hostname);
    url.port = String(relay.port);
    const throughRelay = createDatabaseClient(url.toString(), { max: 2 });
    await relay.cut();

    // The queue is this test's record of what the worker asks of it; sends need no mailer.
    const queued: unknown[] = [];
    const jobQueue = {
      work: async () => undefined,
      send: async (_name: string, data: object) => void queued.push(data),
    } as unknown as JobQueue;
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });

    const stop = await startCampaignWorker({
      db: throughRelay.db,
      pool: throughRelay.pool,
      jobQueue,
      mailer: {} as Mailer,
      logger,
      publicUrl: 'https://site.test',
    });
    try {
      expect(lines.join('')).toContain('campaign sending could not start; trying again');
      expect(queued).toEqual([]);

      await relay.restore();
      await expect.poll(() => queued, { timeout: 10_000 }).toEqual([{ campaignId: campaign!.id }]);
    } finally {
      stop();
      await throughRelay.pool.end();
    }
  });
});
