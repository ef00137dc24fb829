import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_SEND_JOB } from '@app/contract';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { startJobQueue, type JobQueue } from '../jobs/job-queue.js';

const TOKEN = 'metrics-token-of-the-test-0123456789';

let database: TestDatabase;
let sink: SmtpSink;
let jobQueue: JobQueue;
let withToken: TestApp;
let withoutToken: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  jobQueue = await startJobQueue({ databaseUrl: database.url, logger: pino({ level: 'silent' }) });
  withToken = await buildTestApp(
    database.db,
    { METRICS_TOKEN: TOKEN, SMTP_URL: sink.url },
    { jobQueue },
  );
  withoutToken = await buildTestApp(database.db);
}, 60_000);
afterAll(async () => {
  await withToken?.app.close();
  await withoutToken?.app.close();
  await jobQueue?.stop(5_000);
  await sink?.close();
  await database?.close();
});

async function scrape(): Promise<string> {
  const response = await withToken.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('is not served without METRICS_TOKEN: 404 like any unknown path, even with a token', async () => {
    const response = await withoutToken.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_requests_total');
  });

  it('answers 404 to a request without the token or with a wrong one', async () => {
    const attempts = [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-size-0123456' },
      { authorization: TOKEN },
      { authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of attempts) {
      const response = await withToken.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('is hidden from the OpenAPI document', async () => {
    const response = await withToken.app.inject({ url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toContain('/healthz');
  });

  it('counts requests by route pattern and status class, never by raw URL, and times them', async () => {
    await withToken.app.inject({ url: '/healthz' });
    await withToken.app.inject({ url: '/api/blogs/987654?utm=x' });
    await withToken.app.inject({ url: '/no/such/page/123' });
    const text = await scrape();
    const response = await withToken.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });

    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(
      sample(text, 'http_requests_total{method="GET",route="/healthz",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/blogs/:id",status_class="4xx"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('/no/such/page');
    expect(text).not.toMatch(/route="\/metrics"/);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/healthz",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz",status_class="2xx"}',
    );
  });

  it('reports the pool, the process and the depth of the campaign queue', async () => {
    await jobQueue.send(CAMPAIGN_SEND_JOB, { campaignId: 990_001 });
    await jobQueue.send(CAMPAIGN_SEND_JOB, { campaignId: 990_002 });
    const text = await scrape();

    expect(sample(text, 'db_pool_connections_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_requests_waiting')).toBe(0);
    // No worker runs in this test, so both jobs wait.
    expect(sample(text, `job_queue_depth{queue="${CAMPAIGN_SEND_JOB}"}`)).toBe(2);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts a mail the SMTP server refuses', async () => {
    const before = sample(await scrape(), 'mail_delivery_failures_total') ?? 0;
    sink.rejectAll();
    const result = await withToken.mailer.send({
      kind: 'team',
      to: 'reader@example.com',
      subject: 'A campaign',
      text: 'Hello',
    });
    expect(result.status).toBe('failed');
    expect(sample(await scrape(), 'mail_delivery_failures_total')).toBe(before + 1);
  });
});
