import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../db/embedded-postgres.js';
import { spawnBuilt } from './built-process.js';

const READY_TIMEOUT_MS = 90_000;

/** The real server (dist/server.js) running as its own process, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far (its log lines). */
  output(): string;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; the exit code or the signal. */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals>;
  /** Resolves when the process has exited, however it ended. */
  exited(): Promise<number | NodeJS.Signals>;
}

export interface ServerProcessOptions {
  /** Settings on top of the quiet test defaults below (DATABASE_URL, REDIS_URL, …). */
  env?: Record<string, string | undefined>;
  /** Reuse a data folder (a restart); default: a new temporary one. */
  dataDir?: string;
  /** Reuse a port (a restart); default: a free one. */
  port?: number;
  /** Resolve once /healthz answers (default), or right after spawning. */
  waitUntilUp?: boolean;
}

const started = new Set<ChildProcess>();
/** Every server started since the last `forgetStartedServers`, for the log of a failed test. */
const startedServers: ServerProcess[] = [];

/** The servers started since the last `forgetStartedServers` (process-logs-on-failure.ts). */
export const serversStarted = (): readonly ServerProcess[] => startedServers;
export function forgetStartedServers(): void {
  startedServers.length = 0;
}

/**
 * Starts the compiled server (`npm run build` first; built-process.ts) on 127.0.0.1 and waits
 * until it answers. Call `killStartedServers` in afterAll: it SIGKILLs whatever is still running.
 */
export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'server-process-')));
  const port = options.port ?? (await findFreePort());
  const child = spawnBuilt('src/server.ts', [], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      // An empty folder: no web app, the API only.
      WEB_DIST_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://site.test',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const exit = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve(signal ?? code ?? 0);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    url,
    port,
    dataDir,
    output: () => chunks.join(''),
    exited: () => exit,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exit;
    },
  };
  startedServers.push(server);
  if (options.waitUntilUp !== false) await waitUntilAnswering(server);
  return server;
}

/** SIGKILLs every server process a test started that is still running. */
export function killStartedServers(): void {
  for (const child of started) child.kill('SIGKILL');
}

async function waitUntilAnswering(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited during start:\n${server.output()}`);
    }
    const up = await fetch(`${server.url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) {
      throw new Error(
        `the server did not answer within ${READY_TIMEOUT_MS} ms:\n${server.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
