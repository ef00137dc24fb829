import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/find-chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Per port, so runs on other ports (E2E_PORT) never share or wipe each other's data.
const dataDir = path.join(here, '..', 'data', `e2e-${PORT}`);
/** The test mail sink (support/mail-sink.mjs): the app sends its mail there, specs read it back. */
const MAIL_SINK_SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
const MAIL_SINK_HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3299);

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the built app,
 * started fresh on its own embedded database with the demo directory, mailing through a real
 * SMTP sink that specs read (support/mailbox.ts).
 */
export default defineConfig({
  // `specs` is the test suite; `screenshots` (npm run screenshots) refreshes docs/screenshots.
  projects: [
    { name: 'specs', testDir: './specs' },
    { name: 'screenshots', testDir: './tools' },
  ],
  // Generous, because CI's machines are shared: on a busy 2-core machine a page that takes a
  // second alone can take several, and the default 5 s for a heading to show failed specs
  // that were right. Speed is measured by benchmarks (docs/PERFORMANCE.md), not by these.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // In CI a failed spec runs once more and, if it then passes, is reported as flaky in the
  // list rather than failing the run; locally nothing is retried, so flakiness shows.
  retries: process.env.CI ? 1 : 0,
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: findChromium({ forTests: true }) ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
    // Recording a trace for every test (to keep the failed ones) slowed every test; a trace
    // of the retry is what CI keeps. Locally: --trace=retain-on-failure when a spec fails.
    trace: 'on-first-retry',
  },
  // Started in this order: the mail sink is listening before the app sends its first mail.
  webServer: [
    {
      command: 'node support/mail-sink.mjs',
      url: `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT),
        MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT),
      },
    },
    {
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
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        // Links in the mail (codes, resets) point at the app under test.
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        // As behind a load balancer on this machine: specs give each test its own client
        // address through X-Forwarded-For (fixtures.ts), so per-address rate limits
        // do not mix tests. Only loopback peers are trusted to say so.
        TRUST_PROXY: 'loopback',
      },
    },
  ],
});
