import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.js';
import { newsletterSubscribers } from '../db/schema.js';
import { startJobQueue, type JobQueue } from '../platform/jobs/job-queue.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { startCampaignWorker } from '../modules/newsletter/campaign-worker.js';

export interface NewsletterApiTestContext {
  database: TestDatabase;
  testApp: TestApp;
  jobQueue: JobQueue;
}

/**
 * useApiTest with the real job queue and campaign worker in the test process, so a send
 * goes through pg-boss as in production. Only the newsletter's tests pay for pg-boss.
 */
export function useNewsletterApiTest(env: () => NodeJS.ProcessEnv): NewsletterApiTestContext {
  const context = {} as NewsletterApiTestContext;
  let stopSends = () => {};
  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    context.database = await createTestDatabase();
    context.jobQueue = await startJobQueue({
      databaseUrl: context.database.url,
      logger,
      pollingIntervalSeconds: 0.5,
    });
    context.testApp = await buildTestApp(context.database.db, env(), {
      jobQueue: context.jobQueue,
    });
    stopSends = await startCampaignWorker({
      db: context.database.db,
      pool: context.database.pool,
      jobQueue: context.jobQueue,
      mailer: context.testApp.mailer,
      logger,
      publicUrl: context.testApp.config.publicUrl,
    });
  }, 30_000);
  afterAll(async () => {
    stopSends();
    await context.jobQueue?.stop(5_000);
    await context.testApp?.app.close();
    await context.database?.close();
  });
  return context;
}

/**
 * Subscribers as the public form and its confirmation link make them: confirmed unless
 * `pending` (double opt-in); `unsubscribed` ones carry a date.
 */
export async function createSubscribers(
  db: Database,
  emails: string[],
  options: { unsubscribed?: boolean; subscribedAt?: Date; pending?: boolean } = {},
) {
  return db
    .insert(newsletterSubscribers)
    .values(
      emails.map((email, index) => ({
        email,
        unsubscribeToken: `token-${email.replace(/[^a-z0-9]/gi, '-')}-${index}-${Math.random().toString(36).slice(2)}`,
        subscribedAt: options.subscribedAt ?? new Date(),
        unsubscribedAt: options.unsubscribed ? new Date() : null,
        confirmedAt: options.pending ? null : (options.subscribedAt ?? new Date()),
      })),
    )
    .returning();
}

/** Polls until `check` holds (or fails after `timeoutMs`). */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
  what = 'the condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
