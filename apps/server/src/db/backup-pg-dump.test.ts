import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import {
  canDumpServer,
  parsePgDumpMajor,
  PG_DUMP_FILE,
  writePgDumpOfSnapshot,
} from './backup-pg-dump.js';

const execFileAsync = promisify(execFile);

describe('which pg_dump may dump the server', () => {
  it("reads pg_dump's major version and refuses one older than the server", () => {
    expect(parsePgDumpMajor('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)')).toBe(15);
    expect(parsePgDumpMajor('pg_dump (PostgreSQL) 18.4')).toBe(18);
    expect(parsePgDumpMajor('something else')).toBeUndefined();
    expect(canDumpServer(15, 18)).toBe(false);
    expect(canDumpServer(18, 18)).toBe(true);
    expect(canDumpServer(19, 18)).toBe(true);
    expect(canDumpServer(undefined, 18)).toBe(false);
  });
});

describe('the pg_dump copy of the backup snapshot', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'pg-dump-test-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('dumps exactly the exported snapshot when pg_dump is new enough, and says why not otherwise', async () => {
    await database.pool.query(`INSERT INTO blogs (title, slug, excerpt, body_html)
                               VALUES ('Before', 'before-snapshot', '', '')`);
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await holder.query<{ snapshot: string; num: number }>(
        `SELECT pg_export_snapshot() AS snapshot,
                current_setting('server_version_num')::int AS num`,
      );
      // Written after the snapshot: not in the dump.
      await database.pool.query(`INSERT INTO blogs (title, slug, excerpt, body_html)
                                 VALUES ('After', 'after-snapshot', '', '')`);
      const file = path.join(folder, PG_DUMP_FILE);
      const outcome = await writePgDumpOfSnapshot({
        databaseUrl: database.url,
        snapshot: rows[0]!.snapshot,
        serverVersionNum: rows[0]!.num,
        file,
      });
      if (!outcome.written) {
        // The embedded server (18) is newer than this machine's pg_dump (15), or there is none.
        console.warn(`pg_dump copy not exercised here: ${outcome.reason}`);
        expect(outcome.reason).toMatch(/older than the server|no pg_dump/);
        return;
      }
      const { stdout } = await execFileAsync('pg_restore', ['--data-only', '--file=-', file], {
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(stdout).toContain('before-snapshot');
      expect(stdout).not.toContain('after-snapshot');
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  });
});
