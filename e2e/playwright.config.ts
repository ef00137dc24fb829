import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(here, '..', 'data', 'e2e');

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the built app,
 * started fresh on its own embedded database with the demo directory.
 */
export default defineConfig({
  // `specs` is the test suite; `screenshots` (npm run screenshots) refreshes docs/screenshots.
  projects: [
    { name: 'specs', testDir: './specs' },
    { name: 'screenshots', testDir: './tools' },
  ],
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf "${dataDir}" && node ../apps/server/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
