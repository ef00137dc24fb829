import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { copyClusterTemplate, makeClusterTemplate } from './cluster-template.js';

let template: Promise<string> | undefined;

/**
 * Puts a stopped, initialised embedded cluster and its superuser password into `dataDir` (an
 * existing, empty folder): a copy of the run's template (cluster-template.ts), which global
 * set-up made, or the first test to ask when the run uses TEST_DATABASE_URL.
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
