import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDeliveries, newsletterCampaigns } from '../../db/schema.js';
import { startJobQueue } from '../../platform/jobs/job-queue.js';
import { spawnBuilt } from '../../test/built-process.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { queueCampaignJob } from './campaign-worker.js';
import { fixRecipients } from './campaigns.service.js';
import { createSubscribers, waitUntil } from '../../test/newsletter-helpers.js';
import { startSlowSmtpSink, type SlowSmtpSink } from '../../test/slow-smtp-sink.js';

const SUBSCRIBERS = 20;
const KILL_AFTER = 6;
/**
 * The sink holds the message the kill lands on this long, so the server dies before sending
 * it. Only that one: a pause on every message would add 3 s of waiting and prove nothing more.
 */
const KILL_PAUSE_MS = 150;

let database: TestDatabase;
let sink: SlowSmtpSink;
const started: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSlowSmtpSink(0);
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  await sink?.close();
  await database?.close();
});

/** The real server (dist/server.js) as its own process, on the test database and the sink. */
async function startServer(): Promise<ChildProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'campaign-crash-'));
  const child = spawnBuilt('src/server.ts', [], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://site.test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('a campaign worker killed part way through a send', () => {
  it('resumes after a restart and every subscriber has exactly one mail', async () => {
    const subscribers = await createSubscribers(
      database.db,
      Array.from({ length: SUBSCRIBERS }, (_, i) => `crash${i}@example.com`),
    );
    const [campaign] = await database.db
      .insert(newsletterCampaigns)
      .values({ subject: 'Crash test', bodyHtml: '<p>Once each</p>' })
      .returning();
    await fixRecipients(database.db, campaign!.id, async () => {});
    // Queued as the send route does, by a process that only sends jobs.
    const queue = await startJobQueue({
      databaseUrl: database.url,
      logger: pino({ level: 'silent' }),
    });
    await queueCampaignJob(queue, { campaignId: campaign!.id });
    await queue.stop();

    // First server: SIGKILLed while the sink pauses before message KILL_AFTER + 1.
    const first = await startServer();
    sink.onMessageStart = (acceptedSoFar) => {
      if (acceptedSoFar < KILL_AFTER) return;
      sink.delayMs = KILL_PAUSE_MS;
      first.kill('SIGKILL');
    };
    await exited(first);
    sink.onMessageStart = undefined;
    sink.delayMs = 0;
    const afterCrash = sink.messages.length;
    expect(first.signalCode).toBe('SIGKILL');
    expect(afterCrash).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(afterCrash).toBeLessThan(SUBSCRIBERS);
    const interrupted = await database.db
      .select()
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.status, 'sending'));
    expect(interrupted).toHaveLength(1);

    // Second server: resumes at start-up, without waiting for the dead job's expiry.
    const second = await startServer();
    await waitUntil(
      async () => {
        const [row] = await database.db
          .select({ status: newsletterCampaigns.status })
          .from(newsletterCampaigns)
          .where(eq(newsletterCampaigns.id, campaign!.id));
        return row!.status === 'sent';
      },
      30_000,
      'the resumed campaign to finish',
    );
    second.kill('SIGTERM');
    await exited(second);

    expect(sink.messages).toHaveLength(SUBSCRIBERS);
    for (const subscriber of subscribers) {
      const mails = sink.messages.filter((mail) => mail.to.includes(subscriber.email));
      expect(mails, subscriber.email).toHaveLength(1);
    }
    const deliveries = await database.db
      .select()
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, campaign!.id));
    expect(deliveries.every((delivery) => delivery.status === 'sent')).toBe(true);
    expect(deliveries.filter((delivery) => delivery.attempts === 2)).toHaveLength(1);
  }, 50_000);
});
