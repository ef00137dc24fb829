import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { inject } from 'vitest';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';

/**
 * One embedded PostgreSQL cluster initialised per run, stopped, and copied into the DATA_DIR of
 * every test that needs a cluster but does not test making one. `initdb` costs about 2 s of CPU
 * (6 s on the shared test machine) and ran once per such test; a copy of the stopped cluster's
 * files (39 MB) takes about 0.6 s. A first start on an empty DATA_DIR stays proven where it is
 * the claim: embedded-postgres.test.ts ("keeps its data and generated password across a
 * restart") and the new machine of backup-restore.test.ts.
 */
const execFileAsync = promisify(execFile);
const READY_FILE = 'ready';
const WAIT_MS = 120_000;

/**
 * The template DATA_DIR under `root`: made by the first process that asks (mkdir decides, so
 * two workers never both make it), waited for by the others.
 */
async function makeClusterTemplate(root: string): Promise<string> {
  const dataDir = path.join(root, 'data');
  const isMaker = await mkdir(root).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (isMaker) {
    await mkdir(dataDir);
    const server = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'silent' }) });
    await server.stop();
    await writeFile(path.join(root, READY_FILE), '');
    return dataDir;
  }
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(path.join(root, READY_FILE))) {
    if (Date.now() > deadline) throw new Error(`no initialised cluster in ${root}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return dataDir;
}

/**
 * Copies the stopped cluster and its superuser password from `template` into `dataDir` (an
 * existing, empty folder), as a first start would have left them. `cp -a` keeps the owner: run
 * as root, the cluster belongs to the `postgres` user that runs it.
 */
async function copyClusterTemplate(template: string, dataDir: string): Promise<void> {
  await execFileAsync('cp', ['-a', `${template}/.`, dataDir]);
}

let template: Promise<string> | undefined;

/**
 * Puts a stopped, initialised embedded cluster and its superuser password into `dataDir` (an
 * existing, empty folder): a copy of the run's template, made by the first test of the run
 * that asks (global set-up names its folder and removes it).
 */
export async function copyInitialisedCluster(dataDir: string): Promise<void> {
  template ??= makeClusterTemplate(inject('testDatabaseServer').clusterRoot);
  await copyClusterTemplate(await template, dataDir);
}

/** A new temporary DATA_DIR (named `prefix…`) holding a copy of the initialised cluster. */
export async function createDataDirWithCluster(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await copyInitialisedCluster(dataDir);
  return dataDir;
}
