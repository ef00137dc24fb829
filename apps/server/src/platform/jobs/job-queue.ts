import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { withAdvisoryLock } from '../../db/client.js';
import { isDatabaseUnavailableError } from '../http/database-unavailable.js';
import { createLogThrottle } from '../logging/log-throttle.js';

/**
 * Durable background work on the app's own PostgreSQL (pg-boss, schema `pgboss`): a job
 * survives a crash or a restart and is picked up by whichever server runs its worker.
 * Handlers must be safe to run again (a job whose server died is retried).
 */
export interface JobQueue {
  /** Queues one job; it runs on a worker of any server, never inside the request. */
  send(name: string, data: object): Promise<void>;
  /** Runs `handler` for jobs of `name` in this process until `stop`. */
  work<Data extends object>(name: string, handler: (data: Data) => Promise<void>): Promise<void>;
  /** Stops taking jobs, waits (up to `timeoutMs`) for those in hand, closes its connections. */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs of `name` waiting to run (queued or waiting for a retry): /metrics' queue depth. */
  queueSize(name: string): Promise<number>;
}

export interface JobQueueOptions {
  databaseUrl: string;
  logger: Logger;
  /** How often an idle worker looks for new jobs (pg-boss polls; 0.5 s at the least). */
  pollingIntervalSeconds?: number;
}

/**
 * A job whose server died is retried after this long: handlers that resume on their own at
 * start-up (campaigns) do not wait for it. Long enough for a big campaign's send.
 */
const JOB_EXPIRY_SECONDS = 60 * 60;
/** Any constant shared by every server of this app (beside migrate.ts's and the seed's). */
const QUEUE_CREATION_LOCK_KEY = 727_003;

export async function startJobQueue({
  databaseUrl,
  logger,
  pollingIntervalSeconds = 2,
}: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    application_name: 'directory-jobs',
    // No cron schedules here; maintenance (expiring and archiving jobs) stays on.
    schedule: false,
  });
  boss.on('error', reportQueueError(logger));
  await boss.start();

  const createdQueues = new Set<string>();
  async function ensureQueue(name: string): Promise<void> {
    if (createdQueues.has(name)) return;
    // createQueue is idempotent, but two servers starting together that create the same queue
    // at once deadlock inside pg-boss (40P01, seen in the two-server test): one at a time.
    await withAdvisoryLock(databaseUrl, QUEUE_CREATION_LOCK_KEY, () =>
      boss.createQueue(name, {
        name,
        retryLimit: 5,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: JOB_EXPIRY_SECONDS,
      }),
    );
    createdQueues.add(name);
  }

  return {
    async send(name, data) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async work<Data extends object>(name: string, handler: (data: Data) => Promise<void>) {
      await ensureQueue(name);
      await boss.work<Data>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          logger.info({ job: job.id, queue: name }, 'job started');
          await handler(job.data);
          logger.info({ job: job.id, queue: name }, 'job done');
        }
      });
    },
    async queueSize(name) {
      return (await boss.getQueueSize(name)) ?? 0;
    },
    async stop(timeoutMs = 20_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}

/** While the database is down the queue fails every poll; it says so at most this often. */
const UNAVAILABLE_LOG_EVERY_MS = 30_000;

/**
 * pg-boss reports each failed poll and maintenance run, and retries on its own: a database
 * that is down is a warning every 30 s (with the count of failures since), not an error line
 * every poll; any other error is logged as it comes.
 */
function reportQueueError(logger: Logger): (error: Error) => void {
  const logThrottle = createLogThrottle(UNAVAILABLE_LOG_EVERY_MS);
  return (error) => {
    if (!isDatabaseUnavailableError(error)) {
      logger.error({ err: error }, 'job queue error');
      return;
    }
    const failures = logThrottle.note();
    if (failures === undefined) return;
    logger.warn({ err: error, failures }, 'job queue cannot reach the database; retrying');
  };
}
