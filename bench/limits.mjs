// The cost of one limited request's count (decision 152): WindowCounter.take() on the embedded
// database and on PostgreSQL, against the per-process LRU counter it replaced (decision 012).
// Sequential takes give the latency one request adds; 32 at once give what the store bears.
// `select 1` on the same connection is the yardstick: on a loaded machine compare the ratio.
// Run: node --import tsx bench/limits.mjs   (BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres
// adds PostgreSQL: a scratch database is created and dropped; BENCH_TAKES to change the count).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, wrapPglite } from '../apps/server/src/db/client.ts';
import { WindowCounter } from '../apps/server/src/limits/window-counter.ts';

const takes = Number(process.env.BENCH_TAKES ?? 4000);
const concurrency = 32;

/** The counter before decision 152, as it was: fixed windows in memory, in this process. */
class MemoryCounter {
  windows = new Map(); // an LRU of 50,000 keys in the server; a Map costs the same here
  constructor(limit, windowMs) {
    this.limit = limit;
    this.windowMs = windowMs;
  }
  async take(key, now = Date.now()) {
    const window = this.windows.get(key);
    const open = window && window.endsAt > now ? window : undefined;
    if ((open?.count ?? 0) >= this.limit) return false;
    if (open) open.count += 1;
    else this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
    return true;
  }
}

async function measure(name, counter) {
  // Keys like real ones: a few hundred IPs, each taken many times (conflict path mostly).
  const key = (i) => `10.0.${(i % 300) >> 8}.${i % 300}`;
  for (let i = 0; i < 200; i++) await counter.take(key(i));
  let start = process.hrtime.bigint();
  for (let i = 0; i < takes; i++) await counter.take(key(i));
  const sequentialUs = Number(process.hrtime.bigint() - start) / 1000 / takes;
  start = process.hrtime.bigint();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < takes) await counter.take(key(next++));
    }),
  );
  const perSecond = takes / (Number(process.hrtime.bigint() - start) / 1e9);
  console.log(
    `${name.padEnd(12)} sequential ${sequentialUs.toFixed(1).padStart(7)} µs/take   ` +
      `${concurrency} at once ${Math.round(perSecond).toLocaleString('en').padStart(9)} takes/s`,
  );
}

const limit = 1_000_000_000;
const windowMs = 60_000;
await measure('memory', new MemoryCounter(limit, windowMs));

const embedded = await wrapPglite(new PGlite());
await embedded.migrate();
await measure('pglite', new WindowCounter(embedded.db, 'bench', limit, windowMs));
// The yardstick: one round trip that does nothing (what /healthz costs).
await measure('  select 1', { take: () => embedded.db.execute(sql`select 1`) });
await embedded.close();

if (process.env.BENCH_PG_URL) {
  const admin = new pg.Client({ connectionString: process.env.BENCH_PG_URL });
  await admin.connect();
  const name = `kozos_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_PG_URL);
  url.pathname = `/${name}`;
  const server = openPostgres(url.toString());
  try {
    await server.migrate();
    await measure('postgres', new WindowCounter(server.db, 'bench', limit, windowMs));
    await measure('  select 1', { take: () => server.db.execute(sql`select 1`) });
  } finally {
    await server.close();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}
