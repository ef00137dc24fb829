import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { openDatabase } from './db/open-database.js';
import { seedDemoDirectory } from './seed/demo-seed.js';
import { loadLocalityIndex } from './modules/locations/locality-index.js';
import { correctHiddenPlaces } from './modules/advertiser/hidden-place-correction.js';
import { correctPostalOnlyPlaces } from './modules/advertiser/postal-place-correction.js';
import { createTokenIssuer } from './platform/auth/auth-tokens.js';
import { ConfigError, loadConfig, type Config } from './platform/config/config.js';
import { createLocalImageStorage } from './platform/storage/image-storage.js';
import { openS3ImageStorage } from './platform/storage/s3-image-storage.js';
import { createLogger } from './platform/logging/logger.js';
import { startJobQueue } from './platform/jobs/job-queue.js';
import { createMailer } from './platform/mail/mailer.js';
import { startMailRelay, type MailRelay } from './platform/mail/mail-relay.js';
import { startCampaignWorker } from './modules/newsletter/campaign-worker.js';
import { startAlertsWorker } from './modules/alerts/index.js';
import { readOrCreateSecret } from './platform/config/persisted-secret.js';
import { claimSoleServerLock, SoleServerLockError } from './platform/config/sole-server-lock.js';

const SHUTDOWN_TIMEOUT_MS = 25_000;
const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts the one process: database (embedded or not), seed, API and built web app. */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger(config);
  const webDistDir = config.webDistDir ?? path.resolve(here, '../../web/dist');

  const database = await openDatabase(config, logger);
  const closers: Array<() => Promise<unknown>> = [() => database.close()];
  let isShuttingDown = false;
  const shutDown = async (reason: string, exitCode: number) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ reason }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting now');
      process.exit(exitCode || 1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // In reverse order of opening: the HTTP server first (requests in flight are answered,
    // new ones refused, graceful-stop.ts), then jobs, mail, Redis, the lock, the database.
    const startedAt = Date.now();
    for (const close of closers.reverse()) {
      await close().catch((error: unknown) => logger.error({ err: error }, 'error while closing'));
    }
    logger.info({ reason, durationMs: Date.now() - startedAt }, 'stopped');
    process.exit(exitCode);
  };
  process.once('SIGTERM', () => void shutDown('SIGTERM', 0));
  process.once('SIGINT', () => void shutDown('SIGINT', 0));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    void shutDown('uncaughtException', 1);
  });
  process.on('unhandledRejection', (error) => {
    logger.fatal({ err: error }, 'unhandled rejection');
    void shutDown('unhandledRejection', 1);
  });

  // In-process counters are per server: without Redis, this must be the only server.
  if (!config.redisUrl) {
    try {
      // Lost when the database restarts and taken again once it is back; if another server
      // took it meanwhile, this one stops as it would have at start.
      const lock = await claimSoleServerLock(database.url, {
        logger,
        onTakenByOther: () => void shutDown('another server without REDIS_URL', 1),
      });
      closers.push(() => lock.release());
    } catch (error) {
      if (!(error instanceof SoleServerLockError)) throw error;
      console.error(error.message);
      return shutDown('another server without REDIS_URL', 1);
    }
  }

  if (config.redisUrl) warnOfUnsharedState(config, logger);
  // A bucket (S3_BUCKET) is shared by every server; the folder serves a single one.
  const storage = config.s3
    ? await openS3ImageStorage(config.s3, logger)
    : createLocalImageStorage(path.join(config.dataDir, 'images'));
  const localities = await loadLocalityIndex();
  const postal = await correctPostalOnlyPlaces(database.db, localities);
  if (postal.listings + postal.pendingChanges + postal.tours > 0)
    logger.info(postal, 'places under postal-only names moved to their real locality');
  const corrected = await correctHiddenPlaces(database.db, localities);
  if (corrected > 0)
    logger.info({ corrected }, 'hidden suburbs moved to their shared public place');
  if (config.seedDemo) await seedDemoDirectory(database.db, { storage, localities, logger });
  const redis = connectRedis(config, logger);
  if (redis) closers.push(() => redis.quit());
  const mailer = createMailer({
    db: database.db,
    logger,
    from: config.mailFrom,
    accountFromName: config.mailAccountFromName,
    smtpUrl: config.smtpUrl,
    logsMessageText: config.env !== 'production',
  });
  closers.push(async () => mailer.close());
  // The outbox relay (mail-relay.ts), started once the server listens, stops before the mailer.
  let mailRelay: MailRelay | undefined;
  closers.push(async () => mailRelay?.stop());

  // Background jobs on the same database (campaign sends). Closed before the mailer and the
  // database: a send in hand stops between two mails and is retried, not cut mid-message.
  const jobQueue = await startJobQueue({ databaseUrl: database.url, logger });
  let stopCampaignSends = () => {};
  let stopAlertSweeps = () => {};
  closers.push(async () => {
    stopCampaignSends();
    stopAlertSweeps();
    await jobQueue.stop();
  });

  // Development keeps a generated secret in DATA_DIR; production must set JWT_SECRET (config.ts).
  const tokens = createTokenIssuer(
    config.jwtSecret ?? (await readOrCreateSecret(config.dataDir, JWT_SECRET_FILE)),
  );

  const app = await buildApp({
    config: { ...config, webDistDir },
    db: database.db,
    storage,
    localities,
    mailer,
    tokens,
    redis,
    logger,
    jobQueue,
  });
  // Closed first (closers run in reverse): stop accepting, finish requests in flight.
  closers.push(() => app.close());
  await app.listen({ port: config.port, host: config.host });
  // Every link the site writes (mail, canonical links, the sitemap) is on this origin.
  logger.info({ publicUrl: config.publicUrl }, `site links point at ${config.publicUrl}`);
  // Started once the server listens; it resumes any campaign a crash left half sent.
  stopCampaignSends = await startCampaignWorker({
    db: database.db,
    pool: database.pool,
    jobQueue,
    mailer,
    logger,
    publicUrl: config.publicUrl,
  });
  // Saved-search mail and tour alerts: swept every few minutes, and queued after approvals.
  stopAlertSweeps = await startAlertsWorker({
    db: database.db,
    jobQueue,
    mailer,
    logger,
    publicUrl: config.publicUrl,
  });
  // Mail recorded but not delivered (SMTP down, a server that died mid-send) goes out later.
  if (config.smtpUrl) mailRelay = startMailRelay({ mailer, logger });
}

/** DATA_DIR file holding the development JWT secret (generated on first start). */
const JWT_SECRET_FILE = 'jwt-secret';

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * REDIS_URL lets several servers run on one database; what each would still keep to itself
 * (a DATA_DIR secret, DATA_DIR images) breaks sign-ins and photos across them, so say so.
 */
function warnOfUnsharedState(config: Config, logger: Logger): void {
  if (!config.jwtSecret) {
    logger.warn(
      'REDIS_URL is set but JWT_SECRET is not: this server signs tokens and codes with a secret of its own DATA_DIR, which other servers refuse; set the same JWT_SECRET on every server',
    );
  }
  if (!config.s3) {
    logger.warn(
      "REDIS_URL is set but S3_BUCKET is not: images stay in this server's DATA_DIR, where other servers cannot serve them; set S3_* on every server",
    );
  }
}

function connectRedis(config: Config, logger: Logger): Redis | undefined {
  if (!config.redisUrl) return undefined;
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  return redis;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
