import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { withAdvisoryLock } from './client.js';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Any constant shared by every server of this app; the advisory lock's key. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies drizzle-kit's migrations. An advisory lock makes servers that start together take
 * turns: the first migrates, the others then find nothing left to do.
 */
export async function runMigrations(url: string): Promise<void> {
  await withAdvisoryLock(url, MIGRATION_LOCK_KEY, (client) =>
    migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }),
  );
}
