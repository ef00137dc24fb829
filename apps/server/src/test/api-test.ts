import { afterAll, beforeAll } from 'vitest';
import type { AppDependencies } from '../app.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface ApiTestContext {
  database: TestDatabase;
  testApp: TestApp;
}

/**
 * Gives the calling test file its own database and app, built before its tests and closed
 * after them. Read the fields inside tests and hooks, once beforeAll has run. `env` may be a
 * function, read when the app is built: for values an earlier beforeAll makes (an SMTP sink's URL).
 * `extraDeps` gives optional dependencies only tests replace (Google's keys, a clock).
 */
export function useApiTest(
  env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {},
  extraDeps: () => Partial<Pick<AppDependencies, 'googleCerts' | 'clock'>> = () => ({}),
): ApiTestContext {
  const context = {} as ApiTestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.testApp = await buildTestApp(
      context.database.db,
      typeof env === 'function' ? env() : env,
      extraDeps(),
    );
  });
  afterAll(async () => {
    await context.testApp?.app.close();
    await context.database?.close();
  });
  return context;
}

let nextAddress = 1;
/** A fresh client address per call site, so per-address rate limits never mix tests. */
export function freshIp(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
