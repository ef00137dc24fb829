import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import {
  createDatabaseClient,
  withClient,
  withDatabaseName,
  type DatabaseClient,
} from './client.js';
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

/** DATABASE_URL's server when set, else the embedded one; migrated either way. */
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
    const url = config.databaseUrl ?? withDatabaseName(adminUrl!, EMBEDDED_DATABASE_NAME);
    if (adminUrl) await ensureDatabaseExists(adminUrl, EMBEDDED_DATABASE_NAME);
    await runMigrations(url);
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

export async function ensureDatabaseExists(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount !== 0) return;
    await client
      .query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
      .catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another process
      });
  });
}
