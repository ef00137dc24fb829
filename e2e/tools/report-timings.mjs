// Summarises a Playwright JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME=… --reporter=json): the
// run's minutes, the web servers' start, spec time per file and the slowest files and tests,
// as Markdown tables for docs/TESTING.md. Usage: node e2e/tools/report-timings.mjs report.json
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('Usage: node e2e/tools/report-timings.mjs <playwright-report.json> [count]');
  process.exit(1);
}
const count = Number(process.argv[3] ?? 20);
const report = JSON.parse(readFileSync(file, 'utf8'));

/** Every test of the report with its file, title, time (all attempts) and outcome. */
function collectTests(suite, titles = [], found = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const results = test.results ?? [];
      found.push({
        file: spec.file,
        title: [...titles, spec.title].join(' › '),
        ms: results.reduce((sum, result) => sum + result.duration, 0),
        startedAt: Math.min(...results.map((result) => Date.parse(result.startTime))),
        attempts: results.length,
        status: test.status,
      });
    }
  }
  for (const child of suite.suites ?? []) {
    const childTitles = child.title === child.file ? titles : [...titles, child.title];
    collectTests(child, childTitles, found);
  }
  return found;
}

const tests = report.suites.flatMap((suite) => collectTests(suite));
const seconds = (ms) => (ms / 1000).toFixed(1);
const runStart = Date.parse(report.stats.startTime);
const firstTest = Math.min(...tests.map((test) => test.startedAt));
const specMs = tests.reduce((sum, test) => sum + test.ms, 0);

const byFile = new Map();
for (const test of tests) {
  const entry = byFile.get(test.file) ?? { file: test.file, ms: 0, tests: 0 };
  entry.ms += test.ms;
  entry.tests += 1;
  byFile.set(test.file, entry);
}
const files = [...byFile.values()].sort((a, b) => b.ms - a.ms);

const statuses = {};
for (const test of tests) statuses[test.status] = (statuses[test.status] ?? 0) + 1;

console.log(`| Measure | Value |\n| --- | --- |`);
console.log(`| Tests | ${tests.length} (${JSON.stringify(statuses)}) |`);
console.log(`| Wall time | ${(report.stats.duration / 60_000).toFixed(2)} min |`);
console.log(
  `| Web servers' start (run start to first test) | ${seconds(firstTest - runStart)} s |`,
);
console.log(`| Spec time, summed | ${seconds(specMs)} s |`);
console.log(`| Retried tests | ${tests.filter((test) => test.attempts > 1).length} |`);

console.log(`\n| Spec file | Tests | Seconds |\n| --- | --- | --- |`);
for (const entry of files.slice(0, count)) {
  console.log(`| ${entry.file} | ${entry.tests} | ${seconds(entry.ms)} |`);
}

console.log(`\n| Test | Seconds |\n| --- | --- |`);
for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, count)) {
  const title = test.title.length > 110 ? `${test.title.slice(0, 107)}...` : test.title;
  console.log(`| ${test.file}: ${title.replaceAll('|', '\\|')} | ${seconds(test.ms)} |`);
}
