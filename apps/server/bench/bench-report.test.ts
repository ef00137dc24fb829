import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAIN_SYDNEY } from './richer-searches.js';
import {
  SCENARIOS,
  formatPageTable,
  formatResultTable,
  formatTargets,
  formatPlanFile,
  formatPlanLinks,
  planFileName,
  writePlanFiles,
  type QueryPlan,
  type ScenarioName,
  type ScenarioResult,
} from './bench-report.js';

const PLANS: QueryPlan[] = [
  { listings: 1000, label: 'Sydney, female, page 1', plan: 'Limit (actual rows=24 loops=1)\n' },
  { listings: 1000, label: 'no filter (home), page 1', plan: 'Limit (actual rows=24 loops=1)' },
  { listings: 1_000_000, label: 'Sydney, female, page 1', plan: 'Index Only Scan' },
];

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the bench writes each query plan to its own file', () => {
  it('names a plan file by its size and search', () => {
    expect(planFileName(PLANS[0]!)).toBe('1000-listings-sydney-female-page-1.md');
    expect(planFileName(PLANS[1]!)).toBe('1000-listings-no-filter-home-page-1.md');
  });

  it('keeps the plan exactly as PostgreSQL printed it, in a text block under its title', () => {
    expect(formatPlanFile(PLANS[0]!)).toMatch(
      /^# 1,000 listings: Sydney, female, page 1\n\n.*\n\n```text\nLimit \(actual rows=24 loops=1\)\n```$/,
    );
  });

  it('writes the statement after its plan when the run has it', () => {
    const file = formatPlanFile({ ...PLANS[0]!, sql: 'SELECT 1 \n\n  FROM models WHERE id = $1' });
    expect(file).toMatch(
      /```text\nLimit[^`]*```\n\n.*\n\n```sql\nSELECT 1\n {2}FROM models WHERE id = \$1\n```$/,
    );
  });

  it('replaces the plans of an earlier run with this run’s, one file each', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bench-plans-'));
    await writeFile(path.join(dir, '1000-listings-an-old-search.md'), 'old');
    await writePlanFiles(dir, PLANS);
    expect((await readdir(dir)).sort()).toEqual([
      '1000-listings-no-filter-home-page-1.md',
      '1000-listings-sydney-female-page-1.md',
      '1000000-listings-sydney-female-page-1.md',
    ]);
    const written = await readFile(
      path.join(dir, '1000000-listings-sydney-female-page-1.md'),
      'utf8',
    );
    expect(written).toContain('```text\nIndex Only Scan\n```\n');
  });

  it('links every plan from a table of sizes and searches', () => {
    const cells = formatPlanLinks(PLANS)
      .split('\n')
      .map((row) =>
        row
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(cells).toEqual([
      ['listings', 'Sydney, female, page 1', 'no filter (home), page 1'],
      ['---------', '-'.repeat(66), '-'.repeat(64)],
      [
        '1,000',
        '[plan](performance/plans/1000-listings-sydney-female-page-1.md)',
        '[plan](performance/plans/1000-listings-no-filter-home-page-1.md)',
      ],
      ['1,000,000', '[plan](performance/plans/1000000-listings-sydney-female-page-1.md)', ''],
    ]);
  });
});

describe('the bench shows drawn pages beside the cached search API answer', () => {
  const result = (scenario: ScenarioName, requestsPerSecond: number): ScenarioResult => ({
    listings: 1000,
    scenario,
    requestsPerSecond,
    p50: 1,
    p99: 2,
    errors: 0,
    rssMb: 100,
    cpuMsPerRequest: 1,
  });
  const results = [
    result(SCENARIOS.searchApiCached, 8000),
    result(SCENARIOS.resultsHtml, 6000),
    result(SCENARIOS.resultsHtmlUncached, 900),
    result(SCENARIOS.profileHtml, 5000),
    result(SCENARIOS.profileHtmlUncached, 700),
  ];

  it('shows the server CPU per request of each scenario beside its rate', () => {
    const [, , row] = formatResultTable([
      { ...result(SCENARIOS.mixUncached, 150), cpuMsPerRequest: 4.257 },
    ]).split('\n');
    expect(row).toMatch(
      /\| visitor mix, caches off +\| 150 +\| 1 +\| 2 +\| 0 +\| 4\.26 +\| 100 +\|/,
    );
  });

  it('holds the server CPU of an uncached search at the largest size to 1.5 ms', () => {
    const search = (listings: number, cpuMsPerRequest: number) => ({
      ...result(PLAIN_SYDNEY, 100),
      listings,
      cpuMsPerRequest,
    });
    expect(formatTargets([search(1000, 0.5), search(1_000_000, 4.2)])).toMatch(
      /server CPU per uncached search \(Sydney\) at 1,000,000: ≤ 1\.5 ms +\| 4\.20 ms +\| \*\*missed\*\*/,
    );
    expect(formatTargets([search(1000, 1.2)])).toMatch(/at 1,000: ≤ 1\.5 ms +\| 1\.20 ms +\| met/);
  });

  it('puts each page scenario in the row of its size, with the results page to search API ratio', () => {
    const [, , row] = formatPageTable(results).split('\n');
    const cells = row!
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    expect(cells).toEqual(['1,000', '8000', '6000', '0.75', '900', '5000', '700']);
  });

  it('holds the cached results page to half the cached search API requests/s', () => {
    expect(formatTargets(results)).toMatch(
      /results page HTML at 1,000, cached.*\| 0\.75 × +\| met/,
    );
    const slow = [result(SCENARIOS.searchApiCached, 8000), result(SCENARIOS.resultsHtml, 3000)];
    expect(formatTargets(slow)).toMatch(/0\.38 × +\| \*\*missed\*\*/);
  });
});
