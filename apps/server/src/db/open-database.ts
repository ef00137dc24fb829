import type { Logger } from 'pino';
import type { Config } from '../platform/config/config.js';
import { createDatabaseClient, withClient, type DatabaseClient } from './client.js';
import { ensureAppDatabase } from './app-role.js';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { runMigrations } from './migrate.js';

/** The app's database inside the embedded server. */
export const EMBEDDED_DATABASE_NAME = 'directory';

export interface OpenDatabase extends DatabaseClient {
  url: string;
  isEmbedded: boolean;
  /** Ends the pool, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * When a running app already keeps the embedded server of DATA_DIR, use that server instead
   * of refusing (maintenance commands; a second server process must still refuse).
   */
  shareRunningEmbedded?: boolean;
}

/**
 * DATABASE_URL's server when set, else the embedded one; migrated either way. On the embedded
 * server the superuser only prepares the app's role and database (app-role.ts): migrations and
 * the app run as that role, which owns the app's schemas and nothing else.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  { shareRunningEmbedded = false }: OpenDatabaseOptions = {},
): Promise<OpenDatabase> {
  const shared =
    !config.databaseUrl && shareRunningEmbedded
      ? await findRunningEmbeddedPostgres(config.dataDir)
      : undefined;
  const embedded =
    config.databaseUrl || shared
      ? undefined
      : await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
  try {
    const adminUrl = shared ?? embedded?.adminUrl;
    const url = adminUrl
      ? await ensureAppDatabase({
          adminUrl,
          dataDir: config.dataDir,
          database: EMBEDDED_DATABASE_NAME,
          logger,
        })
      : config.databaseUrl!;
    await runMigrations(url);
    if (!adminUrl && config.env === 'production') await warnIfSuperuser(url, logger);
    const client = createDatabaseClient(url);
    return {
      ...client,
      url,
      isEmbedded: Boolean(adminUrl),
      async close() {
        await client.pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * DATABASE_URL should name a role that owns the app's database and is no superuser (README);
 * a superuser works, but a query the app is tricked into running could then do anything on
 * the server, so production says so at every start.
 */
async function warnIfSuperuser(url: string, logger: Logger): Promise<void> {
  const isSuperuser = await withClient(url, async (client) => {
    const { rows } = await client.query<{ rolsuper: boolean }>(
      'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
    );
    return rows[0]?.rolsuper === true;
  });
  if (isSuperuser) {
    logger.warn(
      'DATABASE_URL connects as a superuser: give the app a role that owns its database and nothing more (README, "On a PostgreSQL server")',
    );
  }
}
