import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PLAIN_SYDNEY, RICHER_SEARCHES, type RicherScenarioName } from './richer-searches.js';

/** One scenario's figures at one size, as the tables show them. */
export interface ScenarioResult {
  listings: number;
  scenario: ScenarioName;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  errors: number;
  /** The bench process's resident memory after the scenario: it hosts the server. */
  rssMb: number;
  /**
   * The server's CPU time (user and system) per answered request: the bench process's
   * process.cpuUsage() across the scenario, divided by its requests. It hosts the server;
   * the load generator and PostgreSQL are other processes, so the database's CPU is not in it.
   */
  cpuMsPerRequest: number;
}

export interface SeedTiming {
  listings: number;
  insertSeconds: number;
  vacuumSeconds: number;
  /** Moving Active Now listings to the present (bench.ts, refreshActiveNow). */
  refreshSeconds: number;
}

export const SCENARIOS = {
  healthz: 'GET /healthz',
  mix: 'visitor mix',
  mixUncached: 'visitor mix, caches off',
  deepPage: 'page 20 of Sydney, caches off',
  autocomplete: 'autocomplete keystrokes alone',
  autocompleteSteady: 'autocomplete keystrokes, 1,000 a second',
  // One hot address each (Sydney): a kept page against a kept API answer (decision 046).
  searchApiCached: 'Sydney search API answer, cached',
  resultsHtml: 'results page HTML (Sydney), cached',
  resultsHtmlUncached: 'results page HTML (Sydney), caches off',
  profileHtml: 'profile page HTML, cached',
  profileHtmlUncached: 'profile page HTML, caches off',
} as const;

/** The target: a kept results page answers at least half a kept search's requests/s. */
export const PAGE_TO_API_TARGET = 0.5;
/** The target: the server's CPU for one search the caches do not answer. */
export const SEARCH_CPU_TARGET_MS = 1.5;
export type ScenarioName = (typeof SCENARIOS)[keyof typeof SCENARIOS] | RicherScenarioName;

export const DOCS_START = '<!-- bench:start -->';
export const DOCS_END = '<!-- bench:end -->';

export function formatSeedTable(timings: readonly SeedTiming[]): string {
  return formatTable(
    ['listings', 'insert s', 'Active Now s', 'VACUUM ANALYZE s', 'total s'],
    timings.map((t) => [
      formatCount(t.listings),
      t.insertSeconds.toFixed(1),
      t.refreshSeconds.toFixed(1),
      t.vacuumSeconds.toFixed(1),
      (t.insertSeconds + t.refreshSeconds + t.vacuumSeconds).toFixed(1),
    ]),
  );
}

export function formatResultTable(results: readonly ScenarioResult[]): string {
  return formatTable(
    [
      'listings',
      'scenario',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'server CPU ms per request',
      'server RSS MB',
    ],
    results.map((r) => [
      formatCount(r.listings),
      r.scenario,
      String(Math.round(r.requestsPerSecond)),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      r.cpuMsPerRequest.toFixed(2),
      String(r.rssMb),
    ]),
  );
}

/** The visitor mix's requests/s as a share of /healthz's, per size. */
export function formatMixRatios(results: readonly ScenarioResult[]): string[] {
  return listSizes(results).map((listings) => {
    const healthz = find(results, listings, SCENARIOS.healthz);
    const mix = find(results, listings, SCENARIOS.mix);
    const ratio = healthz && mix ? mix.requestsPerSecond / healthz.requestsPerSecond : NaN;
    return `${formatCount(listings)} listings: the visitor mix answers ${(ratio * 100).toFixed(0)}% of /healthz's requests/s`;
  });
}

/**
 * The drawn pages beside the cached search API answer, per size: requests/s of each, and the
 * kept results page's as a share of the kept search's (PAGE_TO_API_TARGET).
 */
export function formatPageTable(results: readonly ScenarioResult[]): string {
  const rate = (listings: number, scenario: ScenarioName) => {
    const result = find(results, listings, scenario);
    return result ? String(Math.round(result.requestsPerSecond)) : '';
  };
  const rows = listSizes(results)
    .filter((listings) => find(results, listings, SCENARIOS.searchApiCached))
    .map((listings) => {
      const ratio = pageToApiRatio(results, listings);
      return [
        formatCount(listings),
        rate(listings, SCENARIOS.searchApiCached),
        rate(listings, SCENARIOS.resultsHtml),
        Number.isNaN(ratio) ? '' : ratio.toFixed(2),
        rate(listings, SCENARIOS.resultsHtmlUncached),
        rate(listings, SCENARIOS.profileHtml),
        rate(listings, SCENARIOS.profileHtmlUncached),
      ];
    });
  return formatTable(
    [
      'listings',
      'search API, cached rps',
      'results HTML, cached rps',
      'results HTML / search API',
      'results HTML, caches off rps',
      'profile HTML, cached rps',
      'profile HTML, caches off rps',
    ],
    rows,
  );
}

/** Cached results page HTML requests/s over cached search API requests/s; NaN if either is missing. */
export function pageToApiRatio(results: readonly ScenarioResult[], listings: number): number {
  const api = find(results, listings, SCENARIOS.searchApiCached);
  const page = find(results, listings, SCENARIOS.resultsHtml);
  return api && page ? page.requestsPerSecond / api.requestsPerSecond : NaN;
}

/** The bench's targets (docs/PERFORMANCE.md), checked on the sizes this run measured. */
export function formatTargets(results: readonly ScenarioResult[]): string {
  const rows: string[][] = [];
  const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
  for (const listings of listSizes(results).filter((size) => size >= 100_000)) {
    const healthz = find(results, listings, SCENARIOS.healthz);
    const mix = find(results, listings, SCENARIOS.mix);
    if (!healthz || !mix) continue;
    const share = mix.requestsPerSecond / healthz.requestsPerSecond;
    rows.push([
      `visitor mix at ${formatCount(listings)}: ≥ 25% of /healthz requests/s, p99 < 50 ms`,
      `${(share * 100).toFixed(0)}%, p99 ${mix.p99} ms`,
      mark(share >= 0.25 && mix.p99 < 50),
    ]);
  }
  const sizes = listSizes(results);
  const smallest = find(results, sizes[0]!, SCENARIOS.mixUncached);
  const largest = find(results, sizes.at(-1)!, SCENARIOS.mixUncached);
  if (smallest && largest && sizes.length > 1) {
    rows.push([
      `caches off at ${formatCount(largest.listings)}: p50 ≤ 1.5 × p50 at ${formatCount(smallest.listings)}, p99 < 100 ms`,
      `p50 ${largest.p50} ms vs ${smallest.p50} ms, p99 ${largest.p99} ms`,
      mark(largest.p50 <= 1.5 * smallest.p50 && largest.p99 < 100),
    ]);
  }
  const uncachedSearch = find(results, sizes.at(-1)!, PLAIN_SYDNEY);
  if (uncachedSearch) {
    rows.push([
      `server CPU per uncached search (Sydney) at ${formatCount(uncachedSearch.listings)}: ≤ ${SEARCH_CPU_TARGET_MS} ms`,
      `${uncachedSearch.cpuMsPerRequest.toFixed(2)} ms`,
      mark(uncachedSearch.cpuMsPerRequest <= SEARCH_CPU_TARGET_MS),
    ]);
  }
  rows.push(...richerSearchTargets(results));
  for (const listings of listSizes(results)) {
    const ratio = pageToApiRatio(results, listings);
    if (Number.isNaN(ratio)) continue;
    rows.push([
      `results page HTML at ${formatCount(listings)}, cached: ≥ ${PAGE_TO_API_TARGET} × the cached search API's requests/s`,
      `${ratio.toFixed(2)} ×`,
      mark(ratio >= PAGE_TO_API_TARGET),
    ]);
  }
  for (const scenario of [SCENARIOS.autocomplete, SCENARIOS.autocompleteSteady]) {
    const runs = results.filter((r) => r.scenario === scenario);
    if (runs.length === 0) continue;
    const worst = Math.max(...runs.map((r) => r.p99));
    rows.push([`${scenario}: p99 < 10 ms`, `worst p99 ${worst} ms`, mark(worst < 10)]);
  }
  return formatTable(['target', 'measured', ''], rows);
}

/** Each richer search's p50 against 1.5 × the plain Sydney search's at the same size. */
function richerSearchTargets(results: readonly ScenarioResult[]): string[][] {
  const rows: string[][] = [];
  for (const listings of listSizes(results).filter((size) => size >= 100_000)) {
    const plain = find(results, listings, PLAIN_SYDNEY);
    if (!plain) continue;
    for (const { scenario } of RICHER_SEARCHES.slice(1)) {
      const result = find(results, listings, scenario);
      if (!result) continue;
      rows.push([
        `${scenario.replace(', caches off', '')} at ${formatCount(listings)}: p50 ≤ 1.5 × plain Sydney`,
        `p50 ${result.p50} ms vs ${plain.p50} ms`,
        result.p50 <= 1.5 * plain.p50 ? 'met' : '**missed**',
      ]);
    }
  }
  return rows;
}

/** One search's query plan at one size (explain-search.ts). */
export interface QueryPlan {
  listings: number;
  label: string;
  /** The statement as the search prepares it, its values as $1, $2…; absent in old runs. */
  sql?: string;
  plan: string;
}

/** Where the plans go, as docs/PERFORMANCE.md links them. */
export const PLANS_DIR_FROM_DOCS = 'performance/plans';

/** `1,000,000 listings: Sydney, female, page 20` → `1000000-listings-sydney-female-page-20.md`. */
export function planFileName({ listings, label }: Pick<QueryPlan, 'listings' | 'label'>): string {
  const words = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${listings}-listings-${words}.md`;
}

/**
 * A plan's own page: what was asked, the plan exactly as PostgreSQL printed it, then the
 * statement it is the plan of.
 */
export function formatPlanFile({ listings, label, sql, plan }: QueryPlan): string {
  return [
    `# ${formatCount(listings)} listings: ${label}`,
    'Written by `npm run bench` (`EXPLAIN (ANALYZE, BUFFERS)`, warm, caches play no part); ' +
      'the figures are in [PERFORMANCE.md](../../PERFORMANCE.md#npm-run-bench).',
    `\`\`\`text\n${plan.trimEnd()}\n\`\`\``,
    ...(sql ? ['The statement (prepared once per connection; $1, $2… are its values):'] : []),
    ...(sql ? [`\`\`\`sql\n${tidyStatement(sql)}\n\`\`\``] : []),
  ].join('\n\n');
}

/** The statement without blank lines or spaces at line ends, as Prettier keeps a Markdown file. */
function tidyStatement(sql: string): string {
  return sql
    .trim()
    .replace(/[ \t]+$/gm, '')
    .replace(/\n\s*\n/g, '\n');
}

/**
 * Writes each plan to its own file in `dir`, after removing the plans of an earlier run, so
 * the folder holds exactly this run's plans.
 */
export async function writePlanFiles(dir: string, plans: readonly QueryPlan[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    if (name.endsWith('.md')) await rm(path.join(dir, name));
  }
  for (const plan of plans) {
    await writeFile(path.join(dir, planFileName(plan)), `${formatPlanFile(plan)}\n`);
  }
}

/** The plans as a table of links for docs/PERFORMANCE.md: one row per size, one column per search. */
export function formatPlanLinks(plans: readonly QueryPlan[]): string {
  const labels = [...new Set(plans.map((p) => p.label))];
  const rows = listSizes(plans).map((listings) => [
    formatCount(listings),
    ...labels.map((label) => {
      const plan = plans.find((p) => p.listings === listings && p.label === label);
      return plan ? `[plan](${PLANS_DIR_FROM_DOCS}/${planFileName(plan)})` : '';
    }),
  ]);
  return formatTable(['listings', ...labels], rows);
}

/** Replaces what stands between the markers in `file` with `section`. */
export async function writeBetweenMarkers(
  file: string,
  section: string,
  markers: { start: string; end: string } = { start: DOCS_START, end: DOCS_END },
): Promise<void> {
  const text = await readFile(file, 'utf8');
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start === -1 || end < start) {
    throw new Error(`${file} has no ${markers.start} … ${markers.end} markers`);
  }
  await writeFile(
    file,
    `${text.slice(0, start + markers.start.length)}\n\n${section.trim()}\n\n${text.slice(end)}`,
  );
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

function listSizes(results: readonly { listings: number }[]): number[] {
  return [...new Set(results.map((r) => r.listings))].sort((a, b) => a - b);
}

function find(results: readonly ScenarioResult[], listings: number, scenario: ScenarioName) {
  return results.find((r) => r.listings === listings && r.scenario === scenario);
}

/** A markdown table padded like Prettier pads it, so `npm run lint` accepts the docs as written. */
function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) =>
    Math.max(3, title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
