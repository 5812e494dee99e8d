// `npm test`: every check and test of the project, in order, stopping at the first failure.
//  1. `npm run check` (typecheck with TypeScript 7, ESLint, Prettier): all at once, ESLint in two
//     halves (decisions 206, 209)
//  2. unit and API tests (Vitest) on the embedded database (PGlite)
//  3. the server's API tests again on PostgreSQL when TEST_DATABASE_URL is set
//  3b. the cluster tier: three compiled server instances on one PostgreSQL database behind nginx,
//      and three more behind Caddy (TEST_TIER=cluster; needs TEST_DATABASE_URL and nginx,
//      NGINX_PATH or in /usr; without caddy, CADDY_PATH or in /usr, the Caddy file is skipped;
//      CI must have both). The test builds apps/server/dist when it is stale.
//  4. the web build, then the browser specs (Playwright in Chromium) when a Chromium is found
// What is skipped is said, with the reason. The last lines give each tier's wall time (CI time
// is a budget: docs/performance.md) and sum up the test counts; before them, the 15 slowest test
// files and tests (scripts/slowest-tests.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findChromium } from './chromium.mjs';
import { printSlowest } from './slowest-tests.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const skippedSteps = [];
const started = performance.now();
/** @type {{ tier: string, seconds: number, outcome: string }[]} */
const tiers = [];

function run(tier, title, command, args, env = {}) {
  console.log(`\n▶ ${title}\n`);
  const start = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  tiers.push({ tier, seconds: (performance.now() - start) / 1000, outcome: ok ? 'ok' : 'FAILED' });
  return ok;
}

/**
 * `npm run check`'s three parts side by side: tsc, ESLint and Prettier each use one core, so on
 * 2 cores the tier would take as long as ESLint alone (docs/performance.md, "CI time"). ESLint
 * runs as two processes, the server's files and all the others (`lint:server`, `lint:rest`: the
 * same files as `lint`), so each builds only its own TypeScript programs and both cores stay busy
 * to the end (decision 209). Each part's output is printed whole when it ends, so the logs do not
 * interleave.
 */
async function check() {
  const parts = ['typecheck', 'lint:server', 'lint:rest', 'format:check'];
  console.log(`\n▶ check: ${parts.join(', ')} (at once)\n`);
  const start = performance.now();
  const results = await Promise.all(
    parts.map(
      (script) =>
        new Promise((done) => {
          const child = spawn('npm', ['run', '--silent', script], {
            cwd: root,
            env: process.env,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = (performance.now() - start) / 1000;
            console.log(`${status === 0 ? 'ok' : 'FAILED'}: ${script} (${duration(seconds)})`);
            if (output.trim()) console.log(output.trimEnd());
            done(status === 0);
          });
        }),
    ),
  );
  const ok = results.every(Boolean);
  tiers.push({
    tier: 'check',
    seconds: (performance.now() - start) / 1000,
    outcome: ok ? 'ok' : 'FAILED',
  });
  return ok;
}

function addVitestCounts(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywrightCounts(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  totals.flaky += stats.flaky;
}

function duration(seconds) {
  const minutes = Math.floor(seconds / 60);
  const rest = (seconds - minutes * 60).toFixed(1);
  return minutes ? `${minutes} min ${rest.padStart(4, '0')} s` : `${rest} s`;
}

function printTiers() {
  const rows = [
    ...tiers,
    { tier: 'total', seconds: (performance.now() - started) / 1000, outcome: '' },
  ];
  const width = Math.max(...rows.map((row) => row.tier.length));
  console.log('\ntier wall times:');
  for (const { tier, seconds, outcome } of rows)
    console.log(`  ${tier.padEnd(width)}  ${duration(seconds).padStart(12)}  ${outcome}`.trimEnd());
}

function finish(ok) {
  // Where the time went: the slowest files and tests of the reports written above.
  printSlowest(reports);
  console.log('');
  for (const line of skippedSteps) console.log(`SKIPPED: ${line}`);
  printTiers();
  // A flaky test failed once and passed on its retry (CI only): counted as passed, named here.
  const flaky = totals.flaky ? ` (${totals.flaky} of them flaky: passed on a retry)` : '';
  console.log(
    `tests: ${totals.passed} passed${flaky}, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(ok ? 0 : 1);
}

// TEST_NODE_BIN (set by .ci/run): the folder of another Node.js the Vitest tiers run on, so CI
// tests the API on Node 24 while the browser specs' server runs on the machine's Node (decision 130).
const testNodeBin = process.env.TEST_NODE_BIN;
const testNode = testNodeBin ? nodeVersionIn(testNodeBin) : process.version;

function nodeVersionIn(bin) {
  const result = spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`TEST_NODE_BIN=${bin}: no Node.js there`);
    process.exit(1);
  }
  return result.stdout.trim();
}

function vitest(tier, title, file, args, env) {
  const reportFile = join(reports, file);
  const path = testNodeBin ? { PATH: `${testNodeBin}:${process.env.PATH ?? ''}` } : {};
  const ok = run(
    `${tier} (node ${testNode})`,
    title,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...args,
    ],
    { ...env, ...path },
  );
  addVitestCounts(reportFile);
  return ok;
}

if (!(await check())) finish(false);

const pglite = vitest('Vitest PGlite', 'unit and API tests on PGlite', 'vitest-pglite.json', [], {
  TEST_DB: 'pglite',
});
if (!pglite) finish(false);

if (process.env.TEST_DATABASE_URL) {
  const ok = vitest(
    'Vitest PostgreSQL',
    'API tests on PostgreSQL (TEST_DATABASE_URL)',
    'vitest-postgres.json',
    ['--project', 'server'],
    { TEST_DB: 'postgres' },
  );
  if (!ok) finish(false);
} else {
  skippedSteps.push(
    'API tests on PostgreSQL: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).',
  );
}

// The cluster tier (decisions 187, 188): apps/server/src/cluster, on PostgreSQL, behind nginx
// and behind Caddy.
const nginx = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => candidate && existsSync(candidate),
);
const caddy = [process.env.CADDY_PATH, '/usr/bin/caddy', '/usr/local/bin/caddy'].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!process.env.TEST_DATABASE_URL) {
  skippedSteps.push(
    'cluster tier (3 instances behind nginx, Caddy): TEST_DATABASE_URL is not set.',
  );
} else if (!nginx && process.env.CI !== 'true') {
  skippedSteps.push(
    'cluster tier (3 instances behind nginx, Caddy): no nginx (apt-get install nginx).',
  );
} else {
  const missing = [!nginx && 'nginx', !caddy && 'caddy'].filter(Boolean);
  if (missing.length > 0 && process.env.CI === 'true') {
    console.error(
      `cluster tier: ${missing.join(' and ')} missing, and CI must run this tier (apt-get install ${missing.join(' ')})`,
    );
    finish(false);
  }
  if (!caddy) {
    skippedSteps.push(
      'cluster tier behind Caddy: no caddy (apt-get install caddy, or CADDY_PATH).',
    );
  }
  const ok = vitest(
    'cluster',
    `cluster tier: 3 compiled instances on PostgreSQL behind nginx${caddy ? ', and behind Caddy' : ''}`,
    'vitest-cluster.json',
    ['--project', 'server', 'src/cluster'],
    { TEST_DB: 'postgres', TEST_TIER: 'cluster', NGINX_PATH: nginx ?? '', CADDY_PATH: caddy ?? '' },
  );
  if (!ok) finish(false);
}

const chromium = findChromium();
if (chromium) {
  // The build is its own tier (and runs once); `npm run test:e2e` builds too, for use alone.
  if (!run('build', 'web build', 'npm', ['run', 'build'])) finish(false);
  const reportFile = join(reports, 'playwright.json');
  const ok = run(
    'Playwright',
    'browser specs (Playwright, Chromium)',
    'npm',
    ['run', 'test', '-w', '@kozos/e2e'],
    { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
  );
  addPlaywrightCounts(reportFile);
  if (!ok) finish(false);
} else {
  skippedSteps.push(
    'browser specs: no Chromium found (install it: apt-get install -y chromium, or set CHROMIUM_PATH).',
  );
}

finish(true);
