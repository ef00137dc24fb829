import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import {
  createDatabaseClient,
  withClient,
  withDatabaseName,
  type DatabaseClient,
} from '../db/client.js';

export interface TestDatabase extends DatabaseClient {
  url: string;
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated template: each test file has its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template, prefix } = inject('testDatabaseServer');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
  );
  const url = withDatabaseName(adminUrl, name);
  const client = createDatabaseClient(url, { max: 5 });
  let closing: Promise<void> | undefined;
  // Idempotent: a test may close the database early to see the app without it.
  return { ...client, url, close: () => (closing ??= client.pool.end()) };
}
