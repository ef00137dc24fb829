import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '../db/backup-dump.js';
import { IMAGES_FOLDER } from '../db/backup-format.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = [
  'Usage: npm run backup -- [archive.tar.gz | folder/]',
  'Default: ./backups/backup-<time>.tar.gz. Works while the site runs (npm start) or not.',
].join('\n');

/**
 * `npm run backup`: the embedded database (every table, read in one snapshot) and the image
 * folder of DATA_DIR in one .tar.gz. Restore it with `npm run restore -- <archive>`.
 */
await runCli(async ({ config, database }) => {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true, options: {} });
  if (positionals.length > 1) throw new CliError(USAGE);
  if (!database.isEmbedded) {
    throw new CliError(
      'npm run backup is for the embedded database (DATABASE_URL unset). With DATABASE_URL, back up ' +
        "that PostgreSQL server with its own tools (pg_dump, or your provider's snapshots).",
    );
  }
  const archivePath = resolveArchivePath(positionals[0]);
  const started = Date.now();
  const manifest = await writeBackup({
    databaseUrl: database.url,
    imagesDir: path.join(config.dataDir, IMAGES_FOLDER),
    archivePath,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const lines = [
    `Backup written to ${archivePath} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
    `  ${manifest.tables.length} tables, ${rows} rows (PostgreSQL ${manifest.serverVersion}, ${manifest.migrations.length} migrations)`,
    `  ${manifest.images.files} image files, ${manifest.images.bytes} bytes`,
    manifest.pgDump && 'file' in manifest.pgDump
      ? `  and ${manifest.pgDump.file} (${manifest.pgDump.version}, same snapshot) for pg_restore`
      : `  (no pg_dump copy: ${manifest.pgDump?.skipped}; restore needs none)`,
  ];
  if (config.s3) {
    lines.push(
      `  Images in the S3 bucket ${config.s3.bucket} are not in it: keep that bucket's own copies.`,
    );
  }
  return lines.join('\n');
});

/** The operator's file, a folder for the default name, or ./backups/backup-<time>.tar.gz. */
function resolveArchivePath(given: string | undefined): string {
  const name = `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  if (!given) return path.resolve('backups', name);
  const isFolder = given.endsWith('/') || (existsSync(given) && statSync(given).isDirectory());
  return path.resolve(isFolder ? path.join(given, name) : given);
}
