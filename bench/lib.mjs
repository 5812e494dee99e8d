// Shared pieces of the load scenarios: a free port, a server process, autocannon with exact
// percentiles, and the server's RSS.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Sessions `bench-0` … seeded: enough for the mixed scenario's readers and writers. */
export const BENCH_SESSIONS = 256;

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

async function waitForHealth(url, child, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy within 120 s');
}

/** The server as production runs it: compiled (scripts/build-server.mjs), plain node. */
const compiledEntries = { 'apps/server/src/main.ts': 'apps/server/dist/main.js' };

function buildServerIfStale() {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`building the server failed (exit ${build.status})`);
}

/**
 * Starts `entry` in production mode on a free loopback port with `env` added, and waits until
 * /healthz answers. The server's main.ts runs compiled, as `npm start` runs it (built first when
 * stale); an .mjs entry (bench/feed-server.mjs) runs with plain node on the compiled server;
 * any other TypeScript entry through tsx.
 */
export async function startServer(entry, env) {
  buildServerIfStale();
  const port = await freePort();
  const startedAt = performance.now();
  const compiled = compiledEntries[entry] ?? entry;
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (Node refuses
  // --cpu-prof in NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const args = [
    ...profile,
    ...(compiled.endsWith('.ts') ? ['--import', 'tsx', compiled] : [compiled]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  const startupMs = Math.round(performance.now() - startedAt);
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, child, startupMs, stop };
}

/** The CPU time (user + system) process `pid` has used, in ms, from /proc (Linux). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/**
 * Waits until the server used at most 2 % of a core for half a second (at most `limitMs`), and
 * says how long that took. A server's background work (the first reminder sweep over a freshly
 * seeded database sends thousands of reminders, on PGlite holding its one connection) would
 * otherwise be measured as the first scenario's latency (decision 195).
 */
export async function settle(pid, limitMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const before = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuMs(pid) - before <= 10) break;
  }
  return performance.now() - started;
}

/** The resident memory of process `pid` in MiB; `peak`: its highest so far (VmHWM). */
export function rssMiB(pid, { peak = false } = {}) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = peak ? /VmHWM:\s+(\d+)/ : /VmRSS:\s+(\d+)/;
    const kib = Number(field.exec(status)?.[1]);
    return Math.round(kib / 1024);
  } catch {
    return undefined;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * One autocannon run against `url`. autocannon reports p90 and p97.5 but not p95, so every
 * response time is recorded and the percentiles are computed here. `tokens`: bearer tokens
 * taken in turn, one per request, so that the load comes from many users at once. `paths`: the
 * same for request paths.
 */
export async function load(url, { headers, bust = false, tokens, paths } = {}) {
  const times = [];
  // `bust`: a query parameter the API ignores, different on every request, so that no answer
  // comes from the server's response cache and every request does the whole work.
  let counter = 0;
  let turn = 0;
  let step = 0;
  const setupRequest = (request) => {
    let next = request;
    // `paths`: taken in turn, one per request (the pages of a thread, bench/comments.mjs).
    if (paths) next = { ...next, path: paths[(step += 1) % paths.length] };
    if (bust) {
      const path = `${request.path}${request.path.includes('?') ? '&' : '?'}bust=${(counter += 1)}`;
      next = { ...next, path };
    }
    if (tokens) {
      const authorization = `Bearer ${tokens[(turn += 1) % tokens.length]}`;
      next = { ...next, headers: { ...next.headers, authorization } };
    }
    return next;
  };
  // Whether each answer came from the response cache (`x-cache: hit`), for the hit rate.
  const cache = { hits: 0, answers: 0 };
  const onResponse = (_status, _body, _context, headers = {}) => {
    cache.answers += 1;
    if (headers['x-cache'] === 'hit') cache.hits += 1;
  };
  const requests = bust || tokens || paths ? [{ setupRequest, onResponse }] : undefined;
  const instance = autocannon({ url, connections, duration: seconds, headers, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    bad: result.errors + result.timeouts + result.non2xx,
    hitRate: cache.answers > 0 ? cache.hits / cache.answers : undefined,
  };
}

export const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
