import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CAMPAIGN_SEND_JOB } from '@app/contract';
import type { JobQueue } from '../jobs/job-queue.js';

/** Where Prometheus scrapes; answered only with METRICS_TOKEN as a Bearer credential. */
export const METRICS_PATH = '/metrics';

/**
 * Process-wide metrics that pieces built before the app count into (the mailer). Each app
 * has its own registry for the rest, and /metrics answers both.
 */
const processRegistry = new Registry();

/** Mails the SMTP server refused or could not be reached for (mailer.ts counts them). */
export const mailDeliveryFailures = new Counter({
  name: 'mail_delivery_failures_total',
  help: 'Mails whose SMTP delivery failed (refused or unreachable); each is kept in the outbox with its error',
  registers: [processRegistry],
});

export interface MetricsOptions {
  /** METRICS_TOKEN; unset, /metrics is not served at all. */
  token?: string;
  /** The app's drizzle instance: its pool (`$client`) gives connections in use, idle, waiting. */
  db?: object;
  /** The job queue, for the depth of its queues; left out in most tests. */
  jobQueue?: JobQueue;
}

/** The queues whose waiting jobs are reported. */
const WATCHED_QUEUES = [CAMPAIGN_SEND_JOB];
/** A scrape must not hang on a database that is away: a gauge it cannot read is left out. */
const COLLECT_TIMEOUT_MS = 1_000;
/** Seconds; from a cached answer (a few ms) to a request near the 30 s request timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Anything else (a made-up method) is counted as OTHER, so a client cannot add label values. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Prometheus metrics (prom-client): requests by method, route pattern and status class, their
 * latency, the pool, the job queue, mail failures and the process's own. Labels hold only
 * bounded values: the route's pattern (`/api/model-profile/:id`), never the raw URL; requests
 * no route matched are one `unmatched` route. /metrics itself is not counted.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  if (!options.token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status class',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pool = asPool((options.db as { $client?: unknown } | undefined)?.$client);
  if (pool) registerPoolGauges(registry, pool);
  if (options.jobQueue) registerQueueGauge(registry, options.jobQueue);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === METRICS_PATH) return;
    const labels = {
      method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
      route: route ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = digest(`Bearer ${options.token}`);
  app.get(
    METRICS_PATH,
    { logLevel: 'warn', schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Compared as digests, in constant time; a wrong or missing token sees what an unknown
      // path would, so the endpoint does not advertise itself.
      const given = digest(request.headers.authorization ?? '');
      if (!timingSafeEqual(given, expected)) return reply.callNotFound();
      const merged = Registry.merge([registry, processRegistry]);
      const text = await merged.metrics();
      return reply.header('Cache-Control', 'no-store').type(merged.contentType).send(text);
    },
  );
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** drizzle's node-postgres `$client` is the pg.Pool the app was built on (a test may pass none). */
function asPool(client: unknown): pg.Pool | undefined {
  const candidate = client as Partial<pg.Pool> | undefined;
  return candidate && typeof candidate.totalCount === 'number' && 'waitingCount' in candidate
    ? (candidate as pg.Pool)
    : undefined;
}

function registerPoolGauges(registry: Registry, pool: pg.Pool): void {
  const gauges: Array<[string, string, () => number]> = [
    ['db_pool_connections_total', 'Connections the pool holds', () => pool.totalCount],
    ['db_pool_connections_idle', 'Connections idle in the pool', () => pool.idleCount],
    [
      'db_pool_requests_waiting',
      'Queries waiting for a connection (the pool is exhausted)',
      () => pool.waitingCount,
    ],
  ];
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}

function registerQueueGauge(registry: Registry, jobQueue: JobQueue): void {
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting to run (queued or waiting for a retry), by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const queue of WATCHED_QUEUES) {
        const size = await withTimeout(jobQueue.queueSize(queue), COLLECT_TIMEOUT_MS);
        // Unknown (the database is away): left out rather than reported as an empty queue.
        if (size === undefined) this.remove({ queue });
        else this.set({ queue }, size);
      }
    },
  });
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
