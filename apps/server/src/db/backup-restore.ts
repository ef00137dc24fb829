import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import PgBoss from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import type { Logger } from 'pino';
import * as tar from 'tar';
import { ensureAppDatabase } from './app-role.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  columnList,
  IMAGES_FOLDER,
  localMigrations,
  MANIFEST_FILE,
  qualifiedName,
  type AppliedMigration,
  type BackupManifest,
} from './backup-format.js';
import { withClient, withDatabaseName } from './client.js';
import { MIGRATIONS_DIR, runMigrations } from './migrate.js';

/** A restore that must not go ahead; the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** The embedded server's superuser URL (`postgres` database). */
  adminUrl: string;
  dataDir: string;
  /** The app's database name (replaced as a whole). */
  database: string;
  archivePath: string;
  logger: Logger;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Migrations this code had beyond the archive's, applied after loading. */
  laterMigrations: number;
}

/**
 * Replaces the app's database and image folder with an archive's. The data is loaded into a
 * new database first, migrated exactly as far as the archive's was; only when every table is
 * in (and counted) does it take the app database's name, so a failed restore leaves the old
 * one untouched. Then the images are swapped and any newer migrations of this code run.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const { adminUrl, dataDir, database, archivePath, logger } = options;
  // Unpacked inside DATA_DIR, so the image folder moves into place by a rename.
  await mkdir(dataDir, { recursive: true });
  const unpacked = await mkdtemp(path.join(dataDir, 'restore-'));
  try {
    await tar.extract({ file: archivePath, cwd: unpacked });
    const manifest = await readManifest(unpacked);
    const local = localMigrations();
    checkMigrations(manifest.migrations, local);

    const staging = `${database}_restoring`;
    await dropDatabase(adminUrl, staging);
    const stagingUrl = await ensureAppDatabase({ adminUrl, dataDir, database: staging, logger });
    await migrateUpTo(stagingUrl, manifest.migrations.length, unpacked);
    if (manifest.pgBossVersion !== null) await preparePgBoss(stagingUrl, manifest);
    await loadTables(withDatabaseName(adminUrl, staging), manifest, unpacked);

    await dropDatabase(adminUrl, database);
    await withClient(adminUrl, (admin) =>
      admin.query(
        `ALTER DATABASE ${admin.escapeIdentifier(staging)} RENAME TO ${admin.escapeIdentifier(database)}`,
      ),
    );
    await replaceImages(path.join(unpacked, IMAGES_FOLDER), path.join(dataDir, IMAGES_FOLDER));
    const appUrl = await ensureAppDatabase({ adminUrl, dataDir, database, logger });
    await runMigrations(appUrl);
    return { manifest, laterMigrations: local.length - manifest.migrations.length };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/**
 * Reads and checks only the archive's manifest (format, migrations), before anything is
 * started or changed: a wrong archive is refused at once.
 */
export async function readArchiveManifest(archivePath: string): Promise<BackupManifest> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'directory-restore-'));
  try {
    await tar
      .extract({
        file: archivePath,
        cwd: scratch,
        filter: (entry) => entry.replace(/^\.\//, '') === MANIFEST_FILE,
      })
      .catch((error: unknown) => {
        throw new RestoreRefused(
          `${archivePath} is not a backup archive (${(error as Error).message}).`,
        );
      });
    const manifest = await readManifest(scratch);
    checkMigrations(manifest.migrations, localMigrations());
    return manifest;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function readManifest(unpacked: string): Promise<BackupManifest> {
  const file = path.join(unpacked, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new RestoreRefused('This file is not a backup of this site: it has no manifest.json.');
  }
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefused('This file is not a backup of this site (unknown format).');
  }
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(
      `The backup is in format ${manifest.formatVersion}; this code reads up to ${BACKUP_FORMAT_VERSION}. Restore it with the code that made it, or newer.`,
    );
  }
  return manifest;
}

/** The archive's migrations must be this code's first ones, in order: never newer code's. */
export function checkMigrations(archived: AppliedMigration[], local: AppliedMigration[]): void {
  for (const [index, migration] of archived.entries()) {
    const known = local[index];
    if (!known) {
      throw new RestoreRefused(
        `The backup is from newer code: its database has ${archived.length} migrations, this code knows ${local.length}. ` +
          'Restore it with the version of the site that made it (or newer).',
      );
    }
    if (known.hash !== migration.hash || known.createdAt !== migration.createdAt) {
      throw new RestoreRefused(
        `The backup's migration ${index + 1} differs from this code's (another branch or edited migrations). ` +
          'Restore it with the code that made it.',
      );
    }
  }
}

async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  await withClient(adminUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(database)} WITH (FORCE)`),
  );
}

/** Runs this code's first `count` migrations (a journal cut at `count`, in a scratch folder). */
async function migrateUpTo(url: string, count: number, scratch: string): Promise<void> {
  const folder = path.join(scratch, 'migrations');
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ tag: string }> };
  const entries = journal.entries.slice(0, count);
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    await copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  await withClient(url, (client) => migrate(drizzle(client), { migrationsFolder: folder }));
}

/**
 * pg-boss makes its own schema (as the app role, which then owns it) and its queues: each
 * queue is a partition of the job table that its create_queue function makes.
 */
async function preparePgBoss(appUrl: string, manifest: BackupManifest): Promise<void> {
  const boss = new PgBoss({ connectionString: appUrl, max: 1, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  await withClient(appUrl, async (client) => {
    const { rows } = await client.query<{ version: number }>('SELECT version FROM pgboss.version');
    if (rows[0]?.version !== manifest.pgBossVersion) {
      throw new RestoreRefused(
        `The backup's job queue schema is version ${manifest.pgBossVersion}, this code's is ${rows[0]?.version}. Restore it with the code that made it.`,
      );
    }
    // A queue named as another's dead letter is made first.
    const queues = [...manifest.pgBossQueues].sort(
      (a, b) => Number(a.dead_letter != null) - Number(b.dead_letter != null),
    );
    for (const queue of queues) {
      await client.query('SELECT pgboss.create_queue($1, $2::json)', [
        queue.name,
        {
          policy: queue.policy,
          retryLimit: queue.retry_limit,
          retryDelay: queue.retry_delay,
          retryBackoff: queue.retry_backoff,
          expireInSeconds: queue.expire_seconds,
          retentionMinutes: queue.retention_minutes,
          deadLetter: queue.dead_letter,
        },
      ]);
      await client.query(
        `UPDATE pgboss.queue q SET created_on = r.created_on, updated_on = r.updated_on
           FROM json_populate_record(NULL::pgboss.queue, $1::json) r WHERE q.name = r.name`,
        [queue],
      );
    }
  });
}

/**
 * As the superuser, in one transaction: triggers and foreign keys are off
 * (session_replication_role = replica), so tables load in any order and the audit log's
 * append-only rule does not refuse its own rows; rows the migrations wrote are replaced;
 * sequences continue where they were.
 */
async function loadTables(
  adminAppUrl: string,
  manifest: BackupManifest,
  unpacked: string,
): Promise<void> {
  await withClient(adminAppUrl, async (client) => {
    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL session_replication_role = replica');
      // pg-boss's queue rows are its create_queue's (preparePgBoss).
      const tables = manifest.tables.filter(
        (table) => !(table.schema === 'pgboss' && table.name === 'queue'),
      );
      if (tables.length > 0) {
        await client.query(
          `TRUNCATE ${tables.map((table) => qualifiedName(client, table)).join(', ')}`,
        );
      }
      for (const table of tables) {
        const stream = client.query(
          copyFrom(
            `COPY ${qualifiedName(client, table)} (${columnList(client, table.columns)}) FROM STDIN`,
          ),
        );
        await pipeline(createReadStream(path.join(unpacked, table.file)), stream);
        if (stream.rowCount !== table.rows) {
          throw new Error(
            `${table.schema}.${table.name}: loaded ${stream.rowCount} rows, the backup has ${table.rows}`,
          );
        }
      }
      for (const sequence of manifest.sequences) {
        const name = client.escapeLiteral(qualifiedName(client, sequence));
        await client.query(
          sequence.lastValue === null
            ? `SELECT setval(${name}, 1, false)`
            : `SELECT setval(${name}, $1::bigint, true)`,
          sequence.lastValue === null ? [] : [sequence.lastValue],
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}

/** The archive's images take the folder's place; the old folder is removed once they have. */
async function replaceImages(restored: string, current: string): Promise<void> {
  if (!existsSync(restored)) await mkdir(restored);
  const previous = `${current}-before-restore-${Date.now()}`;
  if (existsSync(current)) await rename(current, previous);
  await rename(restored, current);
  await rm(previous, { recursive: true, force: true });
}
