import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { buildApp, type AppDependencies } from '../app.js';
import type { Database } from '../db/client.js';
import { loadLocalityIndex, type LocalityIndex } from '../modules/locations/locality-index.js';
import { createTokenIssuer, type TokenIssuer } from '../platform/auth/auth-tokens.js';
import { loadConfig, type Config } from '../platform/config/config.js';
import { createLocalImageStorage, type ImageStorage } from '../platform/storage/image-storage.js';
import { createMailer, type Mailer } from '../platform/mail/mailer.js';
import { TEST_PASSWORD_COST } from './test-password-cost.js';

export interface TestApp {
  app: FastifyInstance;
  storage: ImageStorage;
  localities: LocalityIndex;
  config: Config;
  mailer: Mailer;
  tokens: TokenIssuer;
}

/** Tests sign their own tokens with this (or with the JWT_SECRET a test sets). */
export const TEST_JWT_SECRET = 'test-secret-of-at-least-32-characters!!';

let localities: Promise<LocalityIndex> | undefined;

/**
 * The app as production builds it, on a test database, with images in a temporary folder and
 * mail in the outbox table (and at SMTP_URL when a test sets it to a sink).
 */
export async function buildTestApp(
  db: Database,
  env: NodeJS.ProcessEnv = {},
  extraDeps: Partial<
    Pick<AppDependencies, 'googleCerts' | 'clock' | 'jobQueue' | 'requestLimits' | 'overload'>
  > & {
    /** The app's and the mailer's logger (tests that read what is logged); silent if unset. */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Most tests read their own writes at once; the search cache's own tests switch it on.
    SEARCH_CACHE_SECONDS: '0',
    ...env,
  });
  const storage = createLocalImageStorage(path.join(dataDir, 'images'));
  localities ??= loadLocalityIndex();
  const index = await localities;
  const mailer = createMailer({
    db,
    logger: extraDeps.logger ?? pino({ level: 'silent' }),
    from: config.mailFrom,
    accountFromName: config.mailAccountFromName,
    smtpUrl: config.smtpUrl,
  });
  const tokens = createTokenIssuer(config.jwtSecret ?? TEST_JWT_SECRET);
  const app = await buildApp({
    config,
    db,
    storage,
    localities: index,
    mailer,
    tokens,
    passwordCost: TEST_PASSWORD_COST,
    // Shedding by event-loop delay is off: on a shared CI machine a busy second would turn a
    // test's answer into 503 (seen). The overload tests set their own limits.
    overload: { maxEventLoopDelayMs: 0 },
    ...extraDeps,
  });
  app.addHook('onClose', async () => mailer.close());
  await app.ready();
  return { app, storage, localities: index, config, mailer, tokens };
}
