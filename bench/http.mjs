// Load scenarios of the server basics: `npm run bench -- [scenario ...]`.
// Starts the server on a free loopback port with a fresh data directory (or uses BENCH_URL),
// runs each scenario with autocannon and prints throughput, latency percentiles and server RSS.
// Bounded: each scenario runs BENCH_SECONDS (default 10) against 127.0.0.1 only.
// The feed scenarios on seeded data are `npm run bench:feed` (bench/feed.mjs).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connections, fixed, load, rssMiB, seconds, startServer } from './lib.mjs';

/** Each scenario: the path it loads and whether a non-2xx answer is the point. */
const scenarios = {
  healthz: { path: '/healthz', note: 'SELECT 1 through the database driver' },
  teapot: { path: '/api/Teapot', note: 'a JSON error through the error handler', error: true },
  notFound: { path: '/api/NoSuchRoute', note: 'the JSON 404 of an unknown API path', error: true },
  index: { path: '/', note: 'the SPA index.html from the static handler' },
};

const names = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const selected = names.length ? names : Object.keys(scenarios);
const external = process.env.BENCH_URL;
const server = external
  ? { url: external, child: undefined, stop: async () => undefined }
  : await startServer('apps/server/src/main.ts', {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kozos-bench-')),
    });
if (server.startupMs)
  console.log(`server start (fresh data dir, to healthy): ${server.startupMs} ms`);

try {
  console.log(`\n${connections} connections, ${seconds} s each\n`);
  console.log('scenario      req/s     p50 ms  p95 ms  p99 ms  RSS MiB');
  for (const name of selected) {
    const scenario = scenarios[name];
    if (!scenario)
      throw new Error(`unknown scenario ${name}; known: ${Object.keys(scenarios).join(', ')}`);
    const { rps, p50, p95, p99, bad } = await load(`${server.url}${scenario.path}`);
    const rss = server.child ? rssMiB(server.child.pid) : undefined;
    console.log(
      `${name.padEnd(12)} ${String(Math.round(rps)).padStart(7)} ${fixed(p50).padStart(9)} ${fixed(p95).padStart(7)} ${fixed(p99).padStart(7)} ${String(rss ?? '-').padStart(8)}${bad && !scenario.error ? `  (${bad} errors/non-2xx)` : ''}`,
    );
  }
} finally {
  await server.stop();
}
