// Load scenarios against the real server: `npm run bench -- [scenario ...]`.
// Starts the server on a free loopback port with a fresh data directory (or uses BENCH_URL),
// runs each scenario with autocannon and prints throughput, latency percentiles and server RSS.
// Bounded: each scenario runs BENCH_SECONDS (default 10) against 127.0.0.1 only.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** Each scenario: the path it loads. Later features add theirs here. */
const scenarios = {
  healthz: { path: '/healthz', note: 'SELECT 1 through the database driver' },
  teapot: { path: '/api/Teapot', note: 'a JSON error through the error handler' },
  notFound: { path: '/api/NoSuchRoute', note: 'the JSON 404 of an unknown API path' },
  index: { path: '/', note: 'the SPA index.html from the static handler' },
};

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

async function waitForHealth(url, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kozos-bench-'));
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  const startupMs = Math.round(performance.now() - startedAt);
  return { url, child, startupMs, dataDir };
}

function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kib / 1024);
  } catch {
    return undefined;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// autocannon reports p90 and p97.5 but not p95: every response time is recorded here instead.
async function run(url, path) {
  const times = [];
  const instance = autocannon({ url: `${url}${path}`, connections, duration: seconds });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const ms = (p) => percentile(times, p).toFixed(2);
  return { result, p50: ms(50), p95: ms(95), p99: ms(99) };
}

const names = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const selected = names.length ? names : Object.keys(scenarios);
const external = process.env.BENCH_URL;
const server = external ? { url: external, child: undefined } : await startServer();
if (server.startupMs)
  console.log(`server start (fresh data dir, to healthy): ${server.startupMs} ms`);

try {
  console.log(`\n${connections} connections, ${seconds} s each\n`);
  console.log('scenario      req/s     p50 ms  p95 ms  p99 ms  RSS MiB');
  for (const name of selected) {
    const scenario = scenarios[name];
    if (!scenario)
      throw new Error(`unknown scenario ${name}; known: ${Object.keys(scenarios).join(', ')}`);
    const { result, p50, p95, p99 } = await run(server.url, scenario.path);
    const rss = server.child ? rssMiB(server.child.pid) : undefined;
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${name.padEnd(12)} ${String(Math.round(result.requests.average)).padStart(7)} ${p50.padStart(9)} ${p95.padStart(7)} ${p99.padStart(7)} ${String(rss ?? '-').padStart(8)}${errors && name !== 'teapot' && name !== 'notFound' ? `  (${errors} errors/non-2xx)` : ''}`,
    );
  }
} finally {
  server.child?.kill('SIGTERM');
}
