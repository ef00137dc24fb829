// Summarises a Vitest JSON report (`npx vitest run --reporter=json --outputFile=report.json`)
// as the tables of docs/TESTING.md: wall time, summed file time per project, set-up overhead
// and the slowest files. Usage: node scripts/vitest-times.mjs report.json [workers] [count]
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [reportFile, workersArg = '4', countArg = '20'] = process.argv.slice(2);
if (!reportFile) {
  console.error('usage: node scripts/vitest-times.mjs report.json [workers] [count]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const workers = Number(workersArg);
const seconds = (ms) => (ms / 1000).toFixed(1);

/** Project from the path: contract, server, web (components and DOM logic) or web-logic. */
function projectOf(file) {
  if (file.includes('packages/contract/')) return 'contract';
  if (file.includes('apps/server/')) return 'server';
  return file.endsWith('.tsx') ? 'web (jsdom)' : 'web (.ts)';
}

const files = report.testResults.map((result) => ({
  file: path.relative(process.cwd(), result.name),
  project: projectOf(result.name),
  ms: result.endTime - result.startTime,
  tests: result.assertionResults.length,
  failed: result.assertionResults.filter((test) => test.status === 'failed').length,
}));
const first = Math.min(report.startTime, ...report.testResults.map((result) => result.startTime));
const last = Math.max(...report.testResults.map((result) => result.endTime));
const wall = last - first;
const summed = files.reduce((total, file) => total + file.ms, 0);

console.log(`| measure | value |\n|---|---|`);
console.log(`| wall time, start to last file's end | ${seconds(wall)} s |`);
console.log(
  `| files / tests / failed tests | ${files.length} / ${report.numTotalTests} / ${report.numFailedTests} |`,
);
console.log(`| summed file time (the tests' own time) | ${seconds(summed)} s |`);
console.log(`| workers | ${workers} |`);
console.log(
  `| set-up overhead = wall - summed / workers | ${seconds(wall - summed / workers)} s |`,
);
console.log('\n| project | files | tests | summed file time |\n|---|---|---|---|');
for (const project of [...new Set(files.map((file) => file.project))].sort()) {
  const own = files.filter((file) => file.project === project);
  const tests = own.reduce((total, file) => total + file.tests, 0);
  const ms = own.reduce((total, file) => total + file.ms, 0);
  console.log(`| ${project} | ${own.length} | ${tests} | ${seconds(ms)} s |`);
}
console.log(`\n| # | file | tests | time |\n|---|---|---|---|`);
files
  .sort((a, b) => b.ms - a.ms)
  .slice(0, Number(countArg))
  .forEach((file, index) => {
    const failed = file.failed ? ` (${file.failed} failed)` : '';
    console.log(
      `| ${index + 1} | \`${file.file}\` | ${file.tests}${failed} | ${seconds(file.ms)} s |`,
    );
  });
