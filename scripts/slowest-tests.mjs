// The slowest test files and tests of the last `npm test`, from the reports it wrote
// (test-results/reports: Vitest's JSON per tier, Playwright's JSON), so whoever wants the suite
// faster sees where its time goes (docs/performance.md). `npm test` prints it at the end; alone:
// `node scripts/slowest-tests.mjs [reports folder] [how many]`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

/** Vitest's JSON report: each file's run time, and each test's. */
function fromVitest(report, tier) {
  const files = [];
  const tests = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    files.push({ tier, name, ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) });
    for (const test of file.assertionResults ?? []) {
      tests.push({ tier, name: `${name} › ${test.fullName}`, ms: test.duration ?? 0 });
    }
  }
  return { files, tests };
}

/** Playwright's JSON report: each test's duration (its retries added), summed per spec file. */
function fromPlaywright(report, tier) {
  const perFile = new Map();
  const tests = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const project = test.projectName ? ` [${test.projectName}]` : '';
        tests.push({ tier, name: `${spec.file} › ${spec.title}${project}`, ms });
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const files = [...perFile].map(([name, ms]) => ({ tier, name: `e2e/specs/${name}`, ms }));
  return { files, tests };
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`.padStart(8);
}

/** Prints the `count` slowest files and tests found in `folder`; false when there is no report. */
export function printSlowest(folder = join(root, 'test-results', 'reports'), count = 15) {
  if (!existsSync(folder)) return false;
  const files = [];
  const tests = [];
  for (const entry of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(join(folder, entry), 'utf8'));
    const tier = entry.replace(/\.json$/, '');
    const found = report.testResults ? fromVitest(report, tier) : fromPlaywright(report, tier);
    files.push(...found.files);
    tests.push(...found.tests);
  }
  if (files.length === 0) return false;
  const print = (title, rows) => {
    console.log(`\n${title}:`);
    for (const row of rows.toSorted((a, b) => b.ms - a.ms).slice(0, count))
      console.log(`  ${seconds(row.ms)}  ${row.tier.padEnd(16)}  ${row.name}`);
  };
  print(`slowest ${count} test files (their tests' wall time; files run side by side)`, files);
  print(`slowest ${count} tests`, tests);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [folder, count] = process.argv.slice(2);
  if (!printSlowest(folder ? resolve(folder) : undefined, count ? Number(count) : undefined)) {
    console.log('no test reports found (run npm test first)');
  }
}
