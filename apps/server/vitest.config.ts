import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/process-logs-on-failure.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file has its own database, so files may run side by side.
    fileParallelism: true,
    // A worker loads the app's modules once for all its files instead of once per file (about
    // a minute of a run's imports): no test file may leave module state behind (TESTING.md).
    isolate: false,
  },
});
