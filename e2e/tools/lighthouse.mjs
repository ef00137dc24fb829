// `npm run lighthouse` (docs/PERFORMANCE.md): Lighthouse's mobile audit of the built site in
// Debian's Chromium, on the home page, a results page, a profile page and /blog.
//
// Starts the built server (apps/server/dist/server.js) as the e2e suite does, on its own port
// and a fresh embedded database with the demo directory, finds a real results page and a real
// profile through the API, audits each page once with Lighthouse's default mobile settings
// (a mid-range phone, simulated slow 4G and 4x CPU slowdown), prints the four category scores
// with LCP, CLS and TBT, saves the HTML and JSON reports in reports/lighthouse/, then stops the
// server and its database. Offline: nothing is fetched from outside the machine.
//
// Each page is audited as a first visit (Lighthouse clears the origin's storage before each
// run), so the age gate of docs/product/routes-and-screens.md shows, as it does for a visitor from a search
// engine. With LIGHTHOUSE_RETURNING=true the gate's flag is set first, as for a visitor who
// agreed before (docs/PERFORMANCE.md says which one the table shows). LIGHTHOUSE_PAGES (a
// comma-separated list of home, results, profile, blog) audits only those pages.
//
// This host's speed varies from minute to minute, and Lighthouse's simulated 4x slowdown
// multiplies whatever the host does. LIGHTHOUSE_RUNS=N audits each page N times and shows the
// run with the median performance score, with every run's score and Lighthouse's benchmark
// index of the host for each (Lighthouse's 4x assumes an index of about 1,300 or more).
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGE_GATE_STORAGE_KEY, buildProfilePath, toSlug } from '@app/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../../scripts/find-chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(root, 'data', `lighthouse-${PORT}`);
const REPORT_DIR = path.join(root, 'reports', 'lighthouse');
const IS_RETURNING = process.env.LIGHTHOUSE_RETURNING === 'true';
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const SERVER_START_TIMEOUT_MS = 180_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function startServer() {
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE_URL,
    },
  });
  return server;
}

async function waitUntilReady(server) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    try {
      const response = await fetch(`${BASE_URL}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server was not ready on ${BASE_URL} within ${SERVER_START_TIMEOUT_MS} ms.`);
}

/** Stops the server (SIGTERM: it stops its embedded PostgreSQL on the way out). */
async function stopServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** The pages to audit: a results page and a profile of the first listing the API answers. */
async function findPages() {
  const response = await fetch(`${BASE_URL}/api/search-models`);
  if (!response.ok) throw new Error(`GET /api/search-models answered ${response.status}.`);
  const { data } = await response.json();
  const first = data.find((item) => item.model.image_name && item.city) ?? data[0];
  if (!first) throw new Error('The demo directory has no listings.');
  return [
    { name: 'home', path: '/' },
    {
      name: 'results',
      path: `/escorts/${encodeURIComponent(toSlug(first.profile.state))}/${encodeURIComponent(toSlug(first.city))}`,
    },
    { name: 'profile', path: buildProfilePath(first.name, first.model.id, first.profile.state) },
    { name: 'blog', path: '/blog' },
  ];
}

/** For a returning visitor: the age gate's flag, set on the origin before the audits. */
async function setReturningVisitor(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/readyz`);
  await page.evaluate((key) => localStorage.setItem(key, 'true'), AGE_GATE_STORAGE_KEY);
  await page.close();
  await browser.disconnect();
}

function formatScore(category) {
  return category?.score == null ? '–' : String(Math.round(category.score * 100));
}

function formatRow(cells, widths) {
  return `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
}

function printTable(rows) {
  const header = [
    'page',
    'path',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP ms',
    'CLS',
    'TBT ms',
    'perf of each run',
    'host benchmark index',
  ];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => String(row[i]).length)),
  );
  console.log(formatRow(header, widths));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(formatRow(row, widths));
}

/**
 * Lighthouse 12 sometimes finds no navigation start in the trace of Debian's newer Chromium
 * (NO_NAVSTART): the page was fine, the recording was not. Such a run is made again, up to
 * three times; any other failure ends the audit.
 */
async function auditPage(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      {
        port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: IS_RETURNING,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (error.code !== 'NO_NAVSTART' || attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`  the trace had no navigation start; auditing again (${attempt + 1} of 3)`);
  }
}

/** The run with the median performance score (the report and metrics the table shows). */
function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main() {
  const chromePath = ensureChromium();
  await rm(DATA_DIR, { recursive: true, force: true });
  await mkdir(REPORT_DIR, { recursive: true });
  console.log(`Starting the built server on ${BASE_URL} (fresh demo directory) ...`);
  const server = startServer();
  let chrome;
  try {
    await waitUntilReady(server);
    const pages = (await findPages()).filter((page) => ONLY_PAGES?.includes(page.name) ?? true);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    if (IS_RETURNING) await setReturningVisitor(chrome.port);
    const rows = [];
    let lighthouseVersion = '';
    for (const page of pages) {
      console.log(`Auditing ${page.name}: ${page.path} (${RUNS} run${RUNS === 1 ? '' : 's'}) ...`);
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await auditPage(`${BASE_URL}${page.path}`, chrome.port));
      }
      const { lhr, report } = medianRun(runs);
      const [html, json] = report;
      await writeFile(path.join(REPORT_DIR, `${page.name}.html`), html);
      await writeFile(path.join(REPORT_DIR, `${page.name}.json`), json);
      lighthouseVersion = lhr.lighthouseVersion;
      const audit = (id) => lhr.audits[id]?.numericValue;
      rows.push([
        page.name,
        page.path,
        ...CATEGORIES.map((id) => formatScore(lhr.categories[id])),
        Math.round(audit('largest-contentful-paint') ?? NaN),
        (audit('cumulative-layout-shift') ?? NaN).toFixed(3),
        Math.round(audit('total-blocking-time') ?? NaN),
        runs.map((run) => formatScore(run.lhr.categories.performance)).join(' '),
        runs.map((run) => Math.round(run.lhr.environment.benchmarkIndex)).join(' '),
      ]);
    }
    console.log(
      `\nLighthouse ${lighthouseVersion} mobile (simulated slow 4G, 4x CPU slowdown), ${IS_RETURNING ? 'returning visitor (age gate accepted before)' : 'first visit (age gate shown)'}:\n`,
    );
    printTable(rows);
    console.log(`\nReports: ${path.relative(root, REPORT_DIR)}/<page>.html and .json`);
  } finally {
    await chrome?.kill();
    await stopServer(server);
    await rm(DATA_DIR, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
