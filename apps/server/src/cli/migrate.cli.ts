import { runCli } from './run-cli.js';
import { MIGRATIONS_DIR } from '../db/migrate.js';

/**
 * `npm run db:migrate`: applies the migrations in apps/server/drizzle to DATABASE_URL (or the
 * embedded server in DATA_DIR). The server does the same at start; this is for deploys that
 * migrate before starting new servers.
 */
await runCli(async ({ database }) => {
  const { rows } = await database.pool.query<{ count: string }>(
    'SELECT count(*) FROM drizzle.__drizzle_migrations',
  );
  return `Database migrated (${rows[0]?.count ?? 0} migrations applied from ${MIGRATIONS_DIR}).`;
});
