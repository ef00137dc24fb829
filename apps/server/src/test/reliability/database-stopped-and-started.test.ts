import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClient, withDatabaseName } from '../../db/client.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../db/embedded-postgres.js';
import {
  expectDatabaseUnavailable,
  msUntilOk,
  readiness,
  readSearch,
  subscribe,
} from '../database-faults.js';
import { copyInitialisedCluster } from '../initialised-cluster.js';
import { killStartedServers, startServerProcess, type ServerProcess } from '../server-process.js';

/**
 * A PostgreSQL server (DATABASE_URL) stopped and started again under a
 * running server process. The test runs its own PostgreSQL in a temporary folder, never the
 * machine's, unsupervised so that it stays down until the test starts it again.
 */
const execFileAsync = promisify(execFile);
const logger = pino({ level: 'warn' });
let dataDir: string;
let postgres: EmbeddedPostgres | undefined;
let server: ServerProcess;
/** Processes of the test's own PostgreSQL stopped with SIGSTOP (a frozen server). */
let frozen: number[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-test-db-fault-'));
  await copyInitialisedCluster(dataDir);
  postgres = await startEmbeddedPostgres({ dataDir, logger, supervise: false });
  await withClient(postgres.adminUrl, (client) => client.query('CREATE DATABASE directory'));
  server = await startServerProcess({
    env: { DATABASE_URL: withDatabaseName(postgres.adminUrl, 'directory') },
  });
}, 90_000);

afterAll(async () => {
  // A frozen PostgreSQL must run again to stop.
  for (const pid of frozen) signal(pid, 'SIGCONT');
  killStartedServers();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a database stopped and started under a running server', () => {
  it('answers 503 with Retry-After within seconds while it is down, and 200 again without a restart once it is back', async () => {
    expect((await readSearch(server.url)).status).toBe(200);
    expect((await subscribe(server.url, 'before@example.com')).status).toBe(200);
    expect((await readiness(server.url)).status).toBe(200);

    const { port } = postgres!;
    await postgres!.stop();
    postgres = undefined;

    // Every call says the database is unreachable, quickly: no 500, no hang.
    const read = await readSearch(server.url);
    const write = await subscribe(server.url, 'during@example.com');
    const ready = await readiness(server.url);
    expectDatabaseUnavailable(read);
    expectDatabaseUnavailable(write);
    expect(ready.status).toBe(503);
    console.info(
      `database stopped: search 503 in ${read.ms} ms, subscribe 503 in ${write.ms} ms, /readyz 503 in ${ready.ms} ms`,
    );
    // The job queue and the sole-server lock keep failing meanwhile; the process must live on.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expectDatabaseUnavailable(await readSearch(server.url));
    expect(server.child.exitCode).toBeNull();

    const restartedAt = Date.now();
    postgres = await startEmbeddedPostgres({ dataDir, logger, port, supervise: false });
    const startMs = Date.now() - restartedAt;
    const searchMs = await msUntilOk(() => readSearch(server.url), restartedAt, 20_000);
    const readyMs = await msUntilOk(() => readiness(server.url), restartedAt, 20_000);
    expect((await subscribe(server.url, 'after@example.com')).status).toBe(200);
    console.info(
      `PostgreSQL started again in ${startMs} ms; search answered 200 after ${searchMs} ms, /readyz after ${readyMs} ms`,
    );

    // The same process all along, which took its sole-server lock again and logged no crash.
    expect(server.child.exitCode).toBeNull();
    await expect
      .poll(() => server.output(), { timeout: 15_000 })
      .toContain('took the sole-server lock again');
    if (process.env.SHOW_SERVER_LOG) console.info(server.output());
    expect(server.output()).not.toMatch(/unhandled|uncaught|"level":60/);
  }, 60_000);

  it('answers 503 within the query time limit, not a hang, while the database is frozen, and 200 once it runs again', async () => {
    expect((await readSearch(server.url)).status).toBe(200);
    // A frozen server keeps its connections open and answers nothing (SIGSTOP on the
    // postmaster and every backend): the case only the pool's time limits catch.
    frozen = await clusterProcesses(dataDir);
    for (const pid of frozen) signal(pid, 'SIGSTOP');

    const [read, ready] = await Promise.all([readSearch(server.url), readiness(server.url)]);
    expectDatabaseUnavailable(read, 7_000);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(3_000);
    console.info(`database frozen: search 503 in ${read.ms} ms, /readyz 503 in ${ready.ms} ms`);

    const resumedAt = Date.now();
    for (const pid of frozen) signal(pid, 'SIGCONT');
    frozen = [];
    const searchMs = await msUntilOk(() => readSearch(server.url), resumedAt, 20_000);
    console.info(`database running again: search answered 200 after ${searchMs} ms`);
    expect(server.child.exitCode).toBeNull();
  }, 40_000);
});

/** The postmaster of the cluster in `dataDir` and its children (backends, workers). */
async function clusterProcesses(dir: string): Promise<number[]> {
  const pidFile = await readFile(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8');
  const postmaster = Number(pidFile.split('\n')[0]);
  const { stdout } = await execFileAsync('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
  const children = stdout
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0);
  return [postmaster, ...children];
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}
