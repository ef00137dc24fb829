import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import {
  createDatabaseClient,
  withClient,
  withDatabaseName,
  type DatabaseClient,
} from './client.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { runMigrations } from './migrate.js';

/** The app's database inside the embedded server. */
export const EMBEDDED_DATABASE_NAME = 'directory';

export interface OpenDatabase extends DatabaseClient {
  url: string;
  isEmbedded: boolean;
  /** Ends the pool, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

/** DATABASE_URL's server when set, else the embedded one; migrated either way. */
export async function openDatabase(config: Config, logger: Logger): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
  try {
    const url = config.databaseUrl ?? withDatabaseName(embedded!.adminUrl, EMBEDDED_DATABASE_NAME);
    if (embedded) await ensureDatabaseExists(embedded.adminUrl, EMBEDDED_DATABASE_NAME);
    await runMigrations(url);
    const client = createDatabaseClient(url);
    return {
      ...client,
      url,
      isEmbedded: Boolean(embedded),
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
