import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { withClient, withDatabaseName } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { runMigrations } from '../db/migrate.js';

export interface TestDatabaseServer {
  adminUrl: string;
  template: string;
  prefix: string;
  /**
   * The folder of the run's template cluster (initialised-cluster.ts), made by the first test that
   * needs one: a run of other files pays nothing for it.
   */
  clusterRoot: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

/**
 * One PostgreSQL server for the whole run: the one TEST_DATABASE_URL names, or an embedded
 * one in a temporary folder. A migrated template database is made once; every test file
 * clones it (CREATE DATABASE … TEMPLATE), and everything is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const prefix = `test_${runId}_`;
  const template = `${prefix}template`;
  const clusterRoot = path.join(os.tmpdir(), `directory-test-cluster-${runId}`);
  let stopServer = async () => {};
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'warn' }) });
    adminUrl = embedded.adminUrl;
    stopServer = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${template}`));
  await runMigrations(withDatabaseName(adminUrl, template));
  project.provide('testDatabaseServer', { adminUrl, template, prefix, clusterRoot });

  return async () => {
    await withClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) {
        await client.query(
          `DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`,
        );
      }
    });
    await stopServer();
    await rm(clusterRoot, { recursive: true, force: true });
  };
}
