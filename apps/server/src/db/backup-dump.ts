import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  columnList,
  DATA_FOLDER,
  IMAGES_FOLDER,
  listAppSequences,
  listAppTables,
  MANIFEST_FILE,
  qualifiedName,
  readAppliedMigrations,
  type BackedUpTable,
  type BackupManifest,
} from './backup-format.js';
import { writePrivateFile } from '../platform/storage/private-file.js';
import { PG_DUMP_FILE, writePgDumpOfSnapshot } from './backup-pg-dump.js';

export interface BackupOptions {
  /** The app role's URL of the app's database (it owns every table the dump reads). */
  databaseUrl: string;
  /** DATA_DIR/images; a missing folder is an empty one. */
  imagesDir: string;
  /** The .tar.gz to write; its folder is created. */
  archivePath: string;
}

/**
 * Writes one archive: every table of the app's schemas read in a single REPEATABLE READ
 * READ ONLY transaction (one snapshot, so rows that refer to each other agree, whatever the
 * running site writes meanwhile), the manifest, then the image folder. The archive appears
 * under its name only once complete.
 */
export async function writeBackup(options: BackupOptions): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'directory-backup-'));
  try {
    await mkdir(path.join(staging, DATA_FOLDER));
    const manifest = await dumpDatabase(options.databaseUrl, staging);
    manifest.images = await linkImages(options.imagesDir, staging);
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // `follow`: the images entry is a link to DATA_DIR/images; the archive holds the files.
    const entries = [MANIFEST_FILE, DATA_FOLDER, IMAGES_FOLDER];
    if (manifest.pgDump && 'file' in manifest.pgDump) entries.push(manifest.pgDump.file);
    // It holds every account's password hash, address and phone: for the owner's eyes only,
    // from its first byte.
    await writePrivateFile(
      options.archivePath,
      tar.create({ gzip: true, cwd: staging, follow: true, portable: true }, entries),
    );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpDatabase(url: string, staging: string): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: version } = await client.query<{
      server_version: string;
      server_version_num: number;
      snapshot: string;
    }>(
      `SELECT current_setting('server_version') AS server_version,
              current_setting('server_version_num')::int AS server_version_num,
              pg_export_snapshot() AS snapshot`,
    );
    const migrations = await readAppliedMigrations(client);
    const tables: BackedUpTable[] = [];
    for (const [index, table] of (await listAppTables(client)).entries()) {
      const file = `${DATA_FOLDER}/${String(index + 1).padStart(3, '0')}-${table.schema}.${table.name}.copy`;
      const rows = await copyTableTo(client, table, path.join(staging, file));
      tables.push({ ...table, file, rows });
    }
    const sequences = await listAppSequences(client);
    const pgBoss = await readPgBossState(client);
    // While the transaction (and so its exported snapshot) is still open.
    const pgDump = await writePgDumpOfSnapshot({
      databaseUrl: url,
      snapshot: version[0]!.snapshot,
      serverVersionNum: version[0]!.server_version_num,
      file: path.join(staging, PG_DUMP_FILE),
    });
    await client.query('COMMIT');
    return {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      serverVersion: version[0]!.server_version,
      migrations,
      pgBossVersion: pgBoss.version,
      pgBossQueues: pgBoss.queues,
      tables,
      sequences,
      images: { files: 0, bytes: 0 },
      pgDump: pgDump.written
        ? { file: PG_DUMP_FILE, version: pgDump.version }
        : { skipped: pgDump.reason },
    };
  } finally {
    await client.end();
  }
}

/** COPY … TO STDOUT in text format into `file`; answers the number of rows. */
async function copyTableTo(
  client: pg.Client,
  table: Omit<BackedUpTable, 'file' | 'rows'>,
  file: string,
): Promise<number> {
  const columns = columnList(client, table.columns);
  const name = qualifiedName(client, table);
  // A partitioned table cannot be copied from directly; its rows can be selected.
  const source = table.partitioned ? `(SELECT ${columns} FROM ${name})` : `${name} (${columns})`;
  const stream = client.query(copyTo(`COPY ${source} TO STDOUT`));
  await pipeline(stream, createWriteStream(file));
  return stream.rowCount;
}

async function readPgBossState(
  client: pg.Client,
): Promise<{ version: number | null; queues: Array<Record<string, unknown>> }> {
  const { rows } = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('pgboss.version') IS NOT NULL AS exists`,
  );
  if (!rows[0]!.exists) return { version: null, queues: [] };
  const version = await client.query<{ version: number }>('SELECT version FROM pgboss.version');
  const queues = await client.query<{ queue: Record<string, unknown> }>(
    'SELECT row_to_json(q) AS queue FROM pgboss.queue q ORDER BY q.name',
  );
  return {
    version: version.rows[0]?.version ?? null,
    queues: queues.rows.map((row) => row.queue),
  };
}

/**
 * Puts a link to the image folder in the staging folder (tar follows it) and counts its files.
 * Read after the snapshot: a photo added meanwhile is an extra file, harmless on restore.
 */
async function linkImages(
  imagesDir: string,
  staging: string,
): Promise<{ files: number; bytes: number }> {
  const target = path.join(staging, IMAGES_FOLDER);
  if (!existsSync(imagesDir)) {
    await mkdir(target);
    return { files: 0, bytes: 0 };
  }
  await symlink(path.resolve(imagesDir), target, 'dir');
  return countFiles(imagesDir);
}

async function countFiles(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      const inner = await countFiles(full);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      files += 1;
      bytes += (await stat(full)).size;
    }
  }
  return { files, bytes };
}
