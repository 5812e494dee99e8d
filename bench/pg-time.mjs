// PostgreSQL time per request, from the server's own statement log (issue 28):
// `node bench/pg-time.mjs <database url of a seeded bench database> [path ...]`.
// Starts bench/feed-server.mjs on that database with every statement logged
// (log_min_duration_statement = 0, set on the server's connections only), warms up, then sends
// BENCH_REQUESTS (default 100) requests one after another for each path as `bench-0`, each with
// a different ignored query parameter so none comes from the response cache, and sums the
// durations PostgreSQL logged for them (parse, bind, execute, simple statements) by statement.
// Reads the log at BENCH_PG_LOG (default the Debian cluster's), so it needs to be able to.
import { readFileSync, statSync } from 'node:fs';
import { startServer } from './lib.mjs';

const [databaseUrl, ...givenPaths] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: node bench/pg-time.mjs <database url> [path ...]');
const paths = givenPaths.length ? givenPaths : ['/api/Feed', '/api/Offer'];
const logPath = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const database = new URL(databaseUrl).pathname.slice(1);

const logged = new URL(databaseUrl);
logged.searchParams.set('options', '-c log_min_duration_statement=0');
const server = await startServer('bench/feed-server.mjs', { DATABASE_URL: logged.toString() });
let counter = 0;
const get = async (path) => {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${server.url}${path}${separator}bust=${(counter += 1)}`, {
    headers: { authorization: 'Bearer bench-0' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  await response.arrayBuffer();
};

const line = /duration: ([\d.]+) ms {2}(parse|bind|execute|statement)( [^:]*)?: ([\s\S]*)$/;
try {
  for (const path of paths) {
    for (let i = 0; i < 30; i += 1) await get(path);
    await new Promise((r) => setTimeout(r, 300));
    const from = statSync(logPath).size;
    const started = performance.now();
    for (let i = 0; i < requests; i += 1) await get(path);
    const wallMs = (performance.now() - started) / requests;
    await new Promise((r) => setTimeout(r, 300));
    const text = readFileSync(logPath).subarray(from).toString('utf8');
    // One entry per log record (a record's statement may span lines).
    const records = text.split(/\n(?=\d{4}-\d\d-\d\d )/).filter((r) => r.includes(`@${database} `));
    const byStatement = new Map();
    let total = 0;
    for (const record of records) {
      const match = line.exec(record);
      if (!match) continue;
      const [, ms, phase, name = '', statement] = match;
      const label = `${phase}${name.trim() ? ` ${name.trim().replace(/^<unnamed>$/, '(unnamed)')}` : ''}`;
      const key = `${label.padEnd(44)} ${statement.replace(/\s+/g, ' ').slice(0, 60)}`;
      const entry = byStatement.get(key) ?? { ms: 0, count: 0 };
      entry.ms += Number(ms);
      entry.count += 1;
      byStatement.set(key, entry);
      total += Number(ms);
    }
    console.log(`\n${path}: ${requests} requests, ${wallMs.toFixed(2)} ms each end to end`);
    console.log(`PostgreSQL time per request: ${(total / requests).toFixed(3)} ms`);
    // The route's own statements run on every request; the server's background jobs (reminder
    // sweeps, notifications) log theirs now and then, far less than once a request.
    const own = [...byStatement].filter(([, { count }]) => count >= 0.9 * requests);
    const ownMs = own.reduce((sum, [, { ms }]) => sum + ms, 0) / requests;
    const ownParses = own
      .filter(([key]) => key.startsWith('parse'))
      .reduce((sum, [, { count }]) => sum + count, 0);
    console.log(
      `of it, statements run on every request: ${ownMs.toFixed(3)} ms, ${(ownParses / requests).toFixed(2)} parses per request`,
    );
    for (const [key, { ms, count }] of [...byStatement].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(
        `${(ms / requests).toFixed(3).padStart(7)} ms ${String((count / requests).toFixed(2)).padStart(5)}×  ${key}`,
      );
    }
  }
} finally {
  await server.stop();
}
