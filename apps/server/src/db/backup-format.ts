import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from './migrate.js';

/**
 * What `npm run backup` writes and `npm run restore` reads: one gzip tar holding
 * `manifest.json`, one file per table in COPY's text format (`data/…`), and the image folder
 * (`images/…`). A logical dump read in one snapshot, so any PostgreSQL 18 (or later) server the
 * embedded package brings can load it, with no pg_dump of the matching version needed.
 */
export const BACKUP_FORMAT = 'directory-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DATA_FOLDER = 'data';
export const IMAGES_FOLDER = 'images';

/** The app's schemas: its tables, drizzle's migrations table and pg-boss's job queue. */
export const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;

export interface BackedUpTable {
  schema: string;
  name: string;
  /** Stored columns in table order (generated columns are recomputed on load). */
  columns: string[];
  /** A partitioned parent (pg-boss's job table): read through a query, loaded through the parent. */
  partitioned: boolean;
  /** Path inside the archive. */
  file: string;
  rows: number;
}

export interface BackedUpSequence {
  schema: string;
  name: string;
  /** As text (bigint); null when the sequence was never used. */
  lastValue: string | null;
}

export interface AppliedMigration {
  hash: string;
  /** drizzle's `created_at`: the journal's `when` of the migration. */
  createdAt: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** `SHOW server_version` of the server the dump was read from. */
  serverVersion: string;
  /** drizzle's applied migrations, oldest first: restore refuses an archive of newer code. */
  migrations: AppliedMigration[];
  /** pg-boss's schema version, when its schema existed. */
  pgBossVersion: number | null;
  /** pg-boss's queue definitions (rows of pgboss.queue as JSON), recreated with its function. */
  pgBossQueues: Array<Record<string, unknown>>;
  tables: BackedUpTable[];
  sequences: BackedUpSequence[];
  images: { files: number; bytes: number };
  /**
   * The optional pg_dump (custom format) of the same snapshot, for pg_restore elsewhere:
   * its file in the archive, or why there is none. Restore reads the COPY files only.
   */
  pgDump?: { file: string; version: string } | { skipped: string };
}

/** Tables (not partitions: their rows are read through the parent) of the app's schemas. */
export async function listAppTables(
  client: pg.ClientBase,
): Promise<Array<Omit<BackedUpTable, 'file' | 'rows'>>> {
  const { rows } = await client.query<{
    schema: string;
    name: string;
    columns: string[];
    partitioned: boolean;
  }>(
    `SELECT n.nspname AS schema, c.relname AS name, c.relkind = 'p' AS partitioned,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                          AND a.attgenerated = ''
      WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY n.nspname, c.relname, c.relkind
      ORDER BY n.nspname, c.relname`,
    [APP_SCHEMAS],
  );
  return rows;
}

export async function listAppSequences(client: pg.ClientBase): Promise<BackedUpSequence[]> {
  const { rows } = await client.query<BackedUpSequence>(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS "lastValue"
       FROM pg_sequences WHERE schemaname = ANY($1) ORDER BY 1, 2`,
    [APP_SCHEMAS],
  );
  return rows;
}

export async function readAppliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const { rows } = await client.query<AppliedMigration>(
    `SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY id`,
  );
  return rows;
}

/** This code's migrations, as drizzle records them when applied. */
export function localMigrations(): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((migration) => ({
    hash: migration.hash,
    createdAt: String(migration.folderMillis),
  }));
}

/** `schema.table` quoted for SQL. */
export function qualifiedName(client: pg.ClientBase, table: { schema: string; name: string }) {
  return `${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`;
}

export function columnList(client: pg.ClientBase, columns: string[]): string {
  return columns.map((column) => client.escapeIdentifier(column)).join(', ');
}
