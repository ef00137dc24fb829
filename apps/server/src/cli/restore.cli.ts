import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readArchiveManifest, RestoreRefused, restoreBackup } from '../db/backup-restore.js';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { EMBEDDED_DATABASE_NAME } from '../db/open-database.js';
import { ConfigError, loadConfig } from '../platform/config/config.js';
import { createLogger } from '../platform/logging/logger.js';
import { CliError, runFromInvokingFolder } from './run-cli.js';

const USAGE = [
  'Usage: npm run restore -- <archive.tar.gz>',
  "Replaces DATA_DIR's database and images with the archive's. Stop the site first.",
].join('\n');

/**
 * `npm run restore -- <archive>`: the embedded database and the image folder of DATA_DIR
 * become the archive's. It asks nothing (it runs in scripts too): the archive argument is
 * the confirmation. It refuses while a server runs on DATA_DIR, and an archive of newer code.
 */
runFromInvokingFolder();
try {
  console.log(await restore());
} catch (error) {
  const isRefusal =
    error instanceof CliError || error instanceof ConfigError || error instanceof RestoreRefused;
  console.error(isRefusal ? (error as Error).message : error);
  process.exitCode = 1;
}

async function restore(): Promise<string> {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true, options: {} });
  if (positionals.length !== 1) throw new CliError(USAGE);
  const archivePath = path.resolve(positionals[0]!);
  if (!existsSync(archivePath)) throw new CliError(`No such file: ${archivePath}\n${USAGE}`);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CliError(
      'npm run restore is for the embedded database (DATABASE_URL unset). With DATABASE_URL, restore ' +
        "that PostgreSQL server with its own tools (pg_restore, or your provider's snapshots).",
    );
  }
  if (await findRunningEmbeddedPostgres(config.dataDir)) {
    throw new CliError(
      `A server is running on ${config.dataDir} (npm start). Stop it first: restore replaces its database and images.`,
    );
  }
  await readArchiveManifest(archivePath);
  const logger = createLogger(config);
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
  try {
    const started = Date.now();
    const { manifest, laterMigrations } = await restoreBackup({
      adminUrl: embedded.adminUrl,
      dataDir: config.dataDir,
      database: EMBEDDED_DATABASE_NAME,
      archivePath,
      logger,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    return [
      `Restored ${archivePath} (made ${manifest.createdAt}) into ${config.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      `  ${manifest.tables.length} tables, ${rows} rows; ${manifest.images.files} image files`,
      laterMigrations > 0
        ? `  then applied this code's ${laterMigrations} newer migrations`
        : '  the database schema is this code’s',
    ].join('\n');
  } finally {
    await embedded.stop();
  }
}
