import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config/config.js';
import { startJobQueue } from '../platform/jobs/job-queue.js';
import { createDataDirWithCluster } from '../test/initialised-cluster.js';
import { EMBEDDED_APP_ROLE, ensureAppDatabase } from './app-role.js';
import { withClient, withDatabaseName } from './client.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { EMBEDDED_DATABASE_NAME, openDatabase } from './open-database.js';

const logger = pino({ level: 'silent' });
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-test-embedded-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL', () => {
  it('keeps its data and generated password across a restart', async () => {
    const first = await startEmbeddedPostgres({ dataDir, logger });
    await query(
      first.adminUrl,
      "CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')",
    );
    await first.stop();
    const password = await readFile(path.join(dataDir, 'postgres-password'), 'utf8');

    const second = await startEmbeddedPostgres({ dataDir, logger });
    expect(await query(second.adminUrl, 'SELECT value FROM kept')).toEqual([
      { value: 'still here' },
    ]);
    expect(second.adminUrl).toContain(encodeURIComponent(password.trim()));
    await second.stop();
  });

  it('recovers from a server left running by a crash', async () => {
    // Unsupervised: its owner plays dead, so nothing may start this server again.
    const crashed = await startEmbeddedPostgres({ dataDir, logger, supervise: false });
    const leftoverPid = Number(
      (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    // Pretend the owner died without stopping it: nobody calls crashed.stop().
    await writeFile(path.join(dataDir, 'postgres.owner'), '999999\n');

    const recovered = await startEmbeddedPostgres({ dataDir, logger });

    expect(isAlive(leftoverPid)).toBe(false);
    expect(await query(recovered.adminUrl, 'SELECT value FROM kept')).toEqual([
      { value: 'still here' },
    ]);
    await recovered.stop();
    void crashed;
  });

  it('starts despite a stale lock file whose process is gone', async () => {
    await writeFile(path.join(dataDir, 'postgres', 'postmaster.pid'), '999999\n');

    const started = await startEmbeddedPostgres({ dataDir, logger });

    expect(await query(started.adminUrl, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await started.stop();
  });

  it('refuses to share its data directory with another live server process', async () => {
    const running = await startEmbeddedPostgres({ dataDir, logger });
    const other = path.join(dataDir, 'postgres.owner');
    // Another live node process owns it (the test runner's parent is a node process).
    await writeFile(other, `${process.ppid}\n`);
    const cmdline = await readFile(`/proc/${process.ppid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('node')) {
      await expect(startEmbeddedPostgres({ dataDir, logger })).rejects.toThrow(/Another server/);
    }
    await writeFile(other, `${process.pid}\n`);
    await running.stop();
  });
});

/** The error code PostgreSQL answers `sql` with, or 'none' when it succeeds. */
async function errorCodeOf(client: pg.Pool | pg.Client, sql: string): Promise<string> {
  try {
    await client.query(sql);
    return 'none';
  } catch (error) {
    return (error as { code?: string }).code ?? 'no code';
  }
}

/** Objects of the app's schemas that a superuser owns, as `kind name`. */
async function superuserOwned(client: pg.Client): Promise<string[]> {
  // An extension's own objects (btree_gin's operators) stay its installer's, as they must.
  const { rows } = await client.query<{ object: string }>(`
    WITH owned AS (
      SELECT 'schema ' || nspname AS object, 'pg_namespace'::regclass AS classid, oid AS objid
        FROM pg_namespace
       WHERE nspowner IN (SELECT oid FROM pg_roles WHERE rolsuper)
         AND nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'
      UNION ALL
      SELECT 'relation ' || c.oid::regclass, 'pg_class'::regclass, c.oid
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relowner IN (SELECT oid FROM pg_roles WHERE rolsuper)
         AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      UNION ALL
      SELECT 'routine ' || p.oid::regprocedure, 'pg_proc'::regclass, p.oid
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE p.proowner IN (SELECT oid FROM pg_roles WHERE rolsuper)
         AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      UNION ALL
      SELECT 'type ' || t.oid::regtype, 'pg_type'::regclass, t.oid
        FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE t.typowner IN (SELECT oid FROM pg_roles WHERE rolsuper)
         AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
    )
    SELECT object FROM owned o
     WHERE NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = o.classid AND d.objid = o.objid AND d.deptype = 'e')`);
  return rows.map((row) => row.object);
}

describe('the app role on the embedded PostgreSQL', () => {
  const dirs: string[] = [];
  async function freshDataDir(): Promise<string> {
    const dir = await createDataDirWithCluster('directory-test-role-');
    dirs.push(dir);
    return dir;
  }
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('migrates and runs the app as a role that is no superuser and cannot make roles or read pg_authid', async () => {
    const ownDataDir = await freshDataDir();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ownDataDir, LOG_LEVEL: 'silent' });
    const database = await openDatabase(config, logger);
    try {
      const { pool } = database;
      const { rows } = await pool.query<{ user: string; rolsuper: boolean; owner: string }>(
        `SELECT current_user AS user, r.rolsuper,
                pg_get_userbyid(d.datdba) AS owner
           FROM pg_roles r, pg_database d
          WHERE r.rolname = current_user AND d.datname = current_database()`,
      );
      expect(rows).toEqual([
        { user: EMBEDDED_APP_ROLE, rolsuper: false, owner: EMBEDDED_APP_ROLE },
      ]);
      expect(await errorCodeOf(pool, 'CREATE ROLE intruder LOGIN')).toBe('42501');
      expect(await errorCodeOf(pool, 'SELECT rolpassword FROM pg_authid')).toBe('42501');
      expect(await errorCodeOf(pool, 'CREATE DATABASE another')).toBe('42501');
      expect(await errorCodeOf(pool, "COPY (SELECT 1) TO PROGRAM 'true'")).toBe('42501');
      expect(await errorCodeOf(pool, 'ALTER ROLE CURRENT_USER SUPERUSER')).toBe('42501');
      // The migrated tables are its own; the job queue makes its schema as this role too.
      const owners = await pool.query<{ owner: string }>(
        "SELECT DISTINCT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relnamespace = 'public'::regnamespace",
      );
      expect(owners.rows).toEqual([{ owner: EMBEDDED_APP_ROLE }]);
      const jobQueue = await startJobQueue({ databaseUrl: database.url, logger });
      await jobQueue.stop();
      expect(new URL(database.url).username).toBe(EMBEDDED_APP_ROLE);
      expect(await readFile(path.join(ownDataDir, 'postgres-app-password'), 'utf8')).toContain(
        decodeURIComponent(new URL(database.url).password),
      );
    } finally {
      await database.close();
    }
  }, 60_000);

  it('hands an older data directory, where the app ran as postgres, to the app role', async () => {
    const ownDataDir = await freshDataDir();
    const server = await startEmbeddedPostgres({ dataDir: ownDataDir, logger });
    try {
      // The app database as the superuser made it before: objects of every kind it owns.
      await query(server.adminUrl, `CREATE DATABASE ${EMBEDDED_DATABASE_NAME}`);
      const oldAppUrl = withDatabaseName(server.adminUrl, EMBEDDED_DATABASE_NAME);
      await query(
        oldAppUrl,
        `CREATE SCHEMA jobs;
         CREATE TYPE jobs.state AS ENUM ('new', 'done');
         CREATE DOMAIN positive AS integer CHECK (VALUE > 0);
         CREATE TABLE jobs.job (id serial PRIMARY KEY, state jobs.state, tries positive);
         CREATE TABLE kept (id integer GENERATED ALWAYS AS IDENTITY, value text);
         CREATE TABLE jobs.queue (id bigint GENERATED ALWAYS AS IDENTITY, name text)
           PARTITION BY LIST (name);
         CREATE TABLE jobs.queue_mail PARTITION OF jobs.queue FOR VALUES IN ('mail');
         CREATE SEQUENCE loose_counter;
         CREATE VIEW kept_values AS SELECT value FROM kept;
         CREATE FUNCTION shout(text) RETURNS text LANGUAGE sql AS 'SELECT upper($1)';
         INSERT INTO kept (value) VALUES ('from before')`,
      );

      await withClient(oldAppUrl, async (admin) => {
        expect(await superuserOwned(admin)).toEqual(
          expect.arrayContaining(['schema jobs', 'relation kept', 'routine shout(text)']),
        );
      });

      const appUrl = await ensureAppDatabase({
        adminUrl: server.adminUrl,
        dataDir: ownDataDir,
        database: EMBEDDED_DATABASE_NAME,
        logger,
      });

      await withClient(oldAppUrl, async (admin) => {
        expect(await superuserOwned(admin)).toEqual([]);
      });
      await withClient(appUrl, async (app) => {
        const { rows } = await app.query(
          "SELECT shout(value) AS loud, nextval('loose_counter') AS n FROM kept_values",
        );
        expect(rows).toEqual([{ loud: 'FROM BEFORE', n: '1' }]);
        await app.query("INSERT INTO jobs.job (state, tries) VALUES ('new', 1)");
        await app.query("INSERT INTO jobs.queue (name) VALUES ('mail')"); // a partition, as pg-boss has
        await app.query('ALTER TABLE kept ADD COLUMN added text'); // owner's right
      });
      // Idempotent: a second start finds nothing to do and the same role still works.
      expect(
        await ensureAppDatabase({
          adminUrl: server.adminUrl,
          dataDir: ownDataDir,
          database: EMBEDDED_DATABASE_NAME,
          logger,
        }),
      ).toBe(appUrl);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('supervision of the embedded PostgreSQL', () => {
  let ownDataDir: string;
  beforeAll(async () => {
    ownDataDir = await createDataDirWithCluster('directory-test-supervised-');
  });
  afterAll(async () => {
    await rm(ownDataDir, { recursive: true, force: true });
  });

  /** pino's JSON lines, parsed, so a test can see what the operator sees. */
  function capturingLogger() {
    const lines: Array<Record<string, unknown>> = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    return { log, lines };
  }
  const postmasterPid = async () =>
    Number(
      (await readFile(path.join(ownDataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
  const answers = (url: string) =>
    query(url, 'SELECT 1 AS one').then(
      () => true,
      () => false,
    );

  it('starts a killed server again on the same port, logs why at error level, and the same URL answers again', async () => {
    const { log, lines } = capturingLogger();
    const server = await startEmbeddedPostgres({ dataDir: ownDataDir, logger: log });
    try {
      const killedPid = await postmasterPid();
      process.kill(killedPid, 'SIGKILL');
      const killedAt = Date.now();
      while (!(await answers(server.adminUrl))) {
        expect(Date.now() - killedAt).toBeLessThan(20_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const recoveredMs = Date.now() - killedAt;
      console.info(`embedded PostgreSQL answered again ${recoveredMs} ms after SIGKILL`);

      expect(await postmasterPid()).not.toBe(killedPid);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          signal: 'SIGKILL',
          msg: 'embedded PostgreSQL exited unexpectedly; starting it again',
        }),
      );
      // Logged once its own readiness check passes, which may be just after this test's query.
      await expect
        .poll(() => lines)
        .toContainEqual(
          expect.objectContaining({ level: 40, msg: 'embedded PostgreSQL is running again' }),
        );
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('stops supervising at stop(): a server that exits then stays stopped', async () => {
    const server = await startEmbeddedPostgres({ dataDir: ownDataDir, logger });
    const pid = await postmasterPid();
    process.kill(pid, 'SIGKILL');
    await server.stop();
    // Longer than the first restart's wait (0.5 s): nothing may start it again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await answers(server.adminUrl)).toBe(false);
    expect(isAlive(pid)).toBe(false);
  }, 60_000);
});
