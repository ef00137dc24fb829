import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { startCampaignWorker } from '../modules/newsletter/campaign-worker.js';
import { startJobQueue, type JobQueue } from '../platform/jobs/job-queue.js';
import { startRefusingSmtpSink, startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Optional dependencies only tests replace (Google's keys, a clock, tighter limits). */
type ExtraDeps = NonNullable<Parameters<typeof buildTestApp>[2]>;

export interface ApiTestOptions {
  /** The app's environment. A function is read when the app is built (after earlier beforeAlls). */
  env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
  /** Read when the app is built, like a function `env`. */
  deps?: () => Omit<ExtraDeps, 'jobQueue'>;
  /**
   * A web build of the file's own for the app to serve (WEB_DIST_DIR): its files by path
   * inside the build, with their contents.
   */
  webDist?: Record<string, string | Buffer>;
  /** Mail goes to an SMTP sink of the file's own (SMTP_URL), read back as `sink`. */
  smtpSink?: boolean;
  /**
   * The real job queue and campaign worker in the test process, so a newsletter send goes
   * through pg-boss as in production. Only the newsletter's tests pay for pg-boss.
   */
  campaignWorker?: boolean;
}

export interface ApiTestContext {
  database: TestDatabase;
  testApp: TestApp;
  /** Only with `smtpSink`. */
  sink: SmtpSink;
  /** Only with `campaignWorker`. */
  jobQueue: JobQueue;
  /** testApp.app and database.db, for short calls in tests. */
  readonly app: FastifyInstance;
  readonly db: Database;
  /** postJson to this file's app. */
  post(url: string, payload: object, ip?: string): ReturnType<typeof postJson>;
}

/** A resource of the calling test file: started before its tests, stopped after them. */
function useForFile<T>(start: () => Promise<T>, stop: (value: T) => Promise<void>) {
  const holder = {} as { current: T | undefined };
  beforeAll(async () => {
    holder.current = await start();
  });
  afterAll(async () => {
    if (holder.current !== undefined) await stop(holder.current);
  });
  return () => holder.current!;
}

/**
 * Gives the calling test file its own database, made before its tests and closed after them.
 * Read `database` inside tests and hooks, once beforeAll has run.
 */
export function useTestDatabase(): { readonly database: TestDatabase } {
  const current = useForFile(createTestDatabase, (database) => database.close());
  return {
    get database() {
      return current();
    },
  };
}

/** Gives the calling test file its own SMTP sink, started before its tests and closed after. */
export function useSmtpSink(): { readonly sink: SmtpSink } {
  const current = useForFile(startSmtpSink, (sink) => sink.close());
  return {
    get sink() {
      return current();
    },
  };
}

/**
 * Gives the calling test file its own database and app (and, when asked, an SMTP sink and the
 * campaign worker), built before its tests and closed after them. Read the fields inside tests
 * and hooks, once beforeAll has run.
 */
export function useApiTest(options: ApiTestOptions = {}): ApiTestContext {
  const {
    env = {},
    deps = () => ({}),
    webDist,
    smtpSink = false,
    campaignWorker = false,
  } = options;
  const owned = useTestDatabase();
  const mail = smtpSink ? useSmtpSink() : undefined;
  const context = {
    get app() {
      return context.testApp.app;
    },
    get db() {
      return context.database.db;
    },
    post: (url: string, payload: object, ip?: string) => postJson(context.app, url, payload, ip),
  } as ApiTestContext;
  let stopSends = () => {};
  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    context.database = owned.database;
    if (mail) context.sink = mail.sink;
    if (campaignWorker) {
      context.jobQueue = await startJobQueue({
        databaseUrl: context.database.url,
        logger,
        pollingIntervalSeconds: 0.5,
      });
    }
    const webDir = webDist ? await writeWebDist(webDist) : undefined;
    context.testApp = await buildTestApp(
      context.database.db,
      {
        ...(mail ? { SMTP_URL: mail.sink.url } : {}),
        ...(webDir ? { WEB_DIST_DIR: webDir } : {}),
        ...(typeof env === 'function' ? env() : env),
      },
      { ...deps(), ...(campaignWorker ? { jobQueue: context.jobQueue } : {}) },
    );
    if (campaignWorker) {
      stopSends = await startCampaignWorker({
        db: context.database.db,
        pool: context.database.pool,
        jobQueue: context.jobQueue,
        mailer: context.testApp.mailer,
        logger,
        publicUrl: context.testApp.config.publicUrl,
      });
    }
  }, 30_000);
  afterAll(async () => {
    stopSends();
    await context.jobQueue?.stop(5_000);
    await context.testApp?.app.close();
  });
  return context;
}

/**
 * A POST, and then the background work it started (forgot-password mails after answering),
 * so the test reads the outbox as it will be. A test of the answer's own timing uses inject.
 */
export async function postJson(app: FastifyInstance, url: string, payload: object, ip = freshIp()) {
  const response = await app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  await app.backgroundTasks.idle();
  return response;
}

/** The files of a web build, written into a fresh temporary folder (its path answered). */
async function writeWebDist(files: Record<string, string | Buffer>): Promise<string> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'directory-test-web-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(webDir, name)), { recursive: true });
    await writeFile(path.join(webDir, name), content);
  }
  return webDir;
}

/**
 * Runs `use` against a second app on the file's database whose mail server refuses every
 * message (550), and closes both after.
 */
export async function withRefusingMailServer(
  db: Database,
  use: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const refusing = await startRefusingSmtpSink();
  const other = await buildTestApp(db, { SMTP_URL: refusing.url });
  try {
    await use(other.app);
  } finally {
    await other.app.close();
    await refusing.close();
  }
}

/**
 * A successful answer, checked against its contract schema exactly (nothing Zod would drop or
 * change). The hot public reads are written without that check on the way out
 * (compiled-answers.ts, decision 049), so the tests that read them make it instead.
 */
export async function checkedAnswer<T extends { statusCode: number; json(): unknown }>(
  answer: T | Promise<T>,
  schema: z.ZodType,
): Promise<T> {
  const response = await answer;
  if (response.statusCode !== 200) return response;
  const body = response.json();
  expect(schema.parse(body)).toEqual(body);
  return response;
}

/** An answer's status and the message its body carries (the contract's message). */
export function expectAnswer(
  response: { statusCode: number; json(): { message?: unknown } },
  statusCode: number,
  message: string,
): void {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json().message).toBe(message);
}

/** A 422 answer whose message is `message`, given on `field` too (the one wrong field). */
export function expectFieldError(
  response: { statusCode: number; json(): unknown },
  field: string,
  message: string,
): void {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
}

/** A 422 answer whose field errors are exactly `errors` (field → the contract's message). */
export function expectFieldErrors(
  response: { statusCode: number; json(): { errors?: unknown } },
  errors: Record<string, string>,
): void {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual(errors);
}

let nextAddress = 1;
/** A fresh client address per call site, so per-address rate limits never mix tests. */
/**
 * What a browser sends with a request from one of the site's own pages; views and "Show
 * number" count only such requests (platform/http/own-page-request.ts).
 */
export const FROM_OWN_PAGE = { 'sec-fetch-site': 'same-origin' } as const;

export function freshIp(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
