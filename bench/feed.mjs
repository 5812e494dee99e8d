// Feed load scenarios on generated data: `npm run bench:feed -- [target ...]`.
// A target is `pglite:<posts>[:<offers>]` or `postgres:<posts>[:<offers>]`; the default is
// `pglite:200000 postgres:10000 postgres:1000000` (the PostgreSQL ones only when a server
// answers at BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres).
// For each target: seed a fresh database with bench/seed.mjs (PGlite in a temporary DATA_DIR,
// or a database `kozos_bench_<posts>` created on the server and dropped afterwards), start
// bench/feed-server.mjs on it, run every scenario with autocannon as the user of session
// `bench-0` (the mixed ones as many users, with writes going on: bench/mixed.mjs), and print
// throughput, p50/p95/p99 and the server's RSS. At the end: the feed's throughput over the
// reference endpoint's (same bytes, no work), and p50 at the largest PostgreSQL scale over p50
// at the smallest. `--only=reference,feed,feedMixed` runs just those scenarios; `feedMixedOwn`
// writes in the readers' own groups (posts, orders, event answers: issue 28.2). With offers, the
// market scenarios (`offers*`, issue 12) run beside their own reference, /api/Offer's bytes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  BENCH_SESSIONS,
  connections,
  fixed,
  load,
  root,
  rssMiB,
  seconds,
  settle,
  startServer,
} from './lib.mjs';
import { readersAndOwnWriters, readersAndWriters, startOwnWrites, startWrites } from './mixed.mjs';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const auth = { authorization: 'Bearer bench-0' };
const readerCount = Number(process.env.BENCH_READERS ?? 64);
const writesPerSecond = Number(process.env.BENCH_WRITES ?? 20);
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withAdmin(run) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for the target: its env for seed and server, and its clean-up. */
async function prepare(kind, posts, offers) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'kozos-bench-feed-'));
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true }) };
  }
  const name = `kozos_bench_${posts}_${offers}`;
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

function seed(env, posts, offers) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed.mjs', '--posts', String(posts), '--offers', String(offers)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}

async function getJson(url) {
  const response = await fetch(url, { headers: auth });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** The market scenarios (issue 12), from what the bench user sees of offers. */
function offerScenarios() {
  return {
    offersReference: {
      path: '/bench/reference/offers',
      note: 'the same bytes as /api/Offer, from memory',
    },
    offers: { path: '/api/Offer', note: 'the market, first page, as cached' },
    offersMiss: { path: '/api/Offer', bust: true, note: 'the same, computed every time' },
    offersHidePast: {
      path: '/api/Offer?hidePast=true&sortBy=orderDeadline',
      bust: true,
      note: 'delivered hidden, soonest deadline first',
    },
    offersSearch: { path: '/api/Offer?search=mez', bust: true, note: 'search, accents folded' },
    offersMine: { path: '/api/Offer/Mine', bust: true, note: 'my offers' },
  };
}

/** The paths of the scenarios, from what the bench user sees. */
async function scenariosFor(url, offers) {
  const [group] = await getJson(`${url}/api/Group?limit=1`);
  const details = await getJson(`${url}/api/Group/${group.id}`);
  const me = await getJson(`${url}/api/User`);
  const other = details.memberships.find((membership) => membership.user.id !== me.id).user;
  const firstPage = await getJson(`${url}/api/Feed`);
  const last = firstPage.at(-1);
  const before = encodeURIComponent(`${last.data.creationTime}|${last.id}`);
  // Every scenario but `reference` and `feed` busts the response cache: they measure the work.
  return {
    reference: { path: '/bench/reference', note: 'the same bytes as /api/Feed, from memory' },
    feed: { path: '/api/Feed', note: 'first page of my groups, as cached (no writes meanwhile)' },
    feedMixed: {
      path: '/api/Feed',
      mixed: { unscoped: false },
      note: `${readerCount} readers; ${writesPerSecond} writes/s in other groups`,
    },
    feedMixedOwn: {
      path: '/api/Feed',
      mixed: { own: true },
      note: `${readerCount} readers; ${writesPerSecond} writes/s in their own groups (posts, orders, answers)`,
    },
    feedMixedUnscoped: {
      path: '/api/Feed',
      mixed: { unscoped: true },
      note: `the same, the writes naming no scope`,
    },
    feedMiss: { path: '/api/Feed', bust: true, note: 'the same, computed every time' },
    feedNext: { path: `/api/Feed?before=${before}`, bust: true, note: 'second page by cursor' },
    feedSkip: { path: '/api/Feed?skip=50', bust: true, note: 'sixth page by offset' },
    groupFeed: { path: `/api/Group/${group.id}/Feed`, bust: true, note: 'one group' },
    userFeed: {
      path: `/api/User/${other.id}/Feed`,
      bust: true,
      note: 'a member I share a group with',
    },
    searchHit: {
      path: `/api/Feed?search=${encodeURIComponent('körtefa')}`,
      bust: true,
      note: 'common word',
    },
    searchRare: {
      path: '/api/Feed?search=zsalyaszorp',
      bust: true,
      note: 'rare word, accents folded',
    },
    searchMiss: { path: '/api/Feed?search=zeppelin', bust: true, note: 'a word in no post' },
    tags: { path: '/api/Feed?tags=system.news', bust: true, note: 'one tag' },
    ...(offers > 0 ? offerScenarios() : {}),
  };
}

/** The mixed scenarios' readers and writers (elsewhere, or in the readers' own groups). */
async function castOf(url, own) {
  const tokens = Array.from({ length: BENCH_SESSIONS }, (_, i) => `bench-${i}`);
  const cast = await (own ? readersAndOwnWriters : readersAndWriters)(url, tokens, readerCount);
  console.log(
    `mixed: ${cast.readers.length} readers in ${cast.readGroups} groups, ${cast.writers.length} writers ${own ? 'in their groups' : 'elsewhere'}`,
  );
  return cast;
}

async function sameBytes(url) {
  const [feed, reference] = await Promise.all(
    ['/api/Feed', '/bench/reference'].map(async (path) =>
      Buffer.from(await (await fetch(`${url}${path}`, { headers: auth })).arrayBuffer()),
    ),
  );
  if (!feed.equals(reference)) throw new Error('/bench/reference differs from /api/Feed');
  return feed.length;
}

async function benchTarget(kind, posts, offers) {
  console.log(`\n=== ${kind}, ${posts} posts, ${offers} offers`);
  const database = await prepare(kind, posts, offers);
  try {
    const seedSeconds = seed(database.env, posts, offers);
    const server = await startServer('bench/feed-server.mjs', database.env);
    const results = {};
    try {
      const bytes = await sameBytes(server.url);
      const scenarios = await scenariosFor(server.url, offers);
      console.log(
        `seeded in ${seedSeconds.toFixed(1)} s; server start ${server.startupMs} ms; ` +
          `RSS ${rssMiB(server.child.pid)} MiB; /api/Feed page: ${bytes} bytes`,
      );
      console.log(`${connections} connections, ${seconds} s each\n`);
      console.log('scenario      req/s     p50 ms  p95 ms  p99 ms  RSS MiB');
      const casts = {};
      for (const [name, scenario] of Object.entries(scenarios)) {
        if (only && !only.includes(name)) continue;
        const settled = await settle(server.child.pid);
        if (settled > 1000)
          console.log(`(waited ${(settled / 1000).toFixed(1)} s for the server's background work)`);
        let writes;
        let cast;
        if (scenario.mixed) {
          const own = scenario.mixed.own === true;
          cast = casts[own] ??= await castOf(server.url, own);
          writes = own
            ? startOwnWrites(server.url, cast.writers, { perSecond: writesPerSecond })
            : startWrites(server.url, cast.writers, {
                perSecond: writesPerSecond,
                unscoped: scenario.mixed.unscoped,
              });
        }
        const result = await load(`${server.url}${scenario.path}`, {
          headers: auth,
          bust: scenario.bust,
          tokens: scenario.mixed ? cast.readers : undefined,
        });
        const written = writes?.stop();
        result.rss = rssMiB(server.child.pid);
        results[name] = result;
        const hits = scenario.mixed ? `; cache hits ${fixed(100 * result.hitRate, 0)} %` : '';
        const extra = written
          ? `; ${(written.done / seconds).toFixed(1)} writes/s done${hits}`
          : '';
        console.log(
          `${name.padEnd(12)} ${String(Math.round(result.rps)).padStart(7)} ${fixed(result.p50).padStart(9)} ${fixed(result.p95).padStart(7)} ${fixed(result.p99).padStart(7)} ${String(result.rss).padStart(8)}  ${scenario.note}${extra}${result.bad ? `  (${result.bad} errors/non-2xx)` : ''}${written?.failed ? ` (${written.failed} writes failed)` : ''}`,
        );
      }
    } finally {
      await server.stop();
    }
    return results;
  } finally {
    await database.drop();
  }
}

const defaults = ['pglite:200000', 'postgres:10000', 'postgres:1000000'];
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const hasPostgres = await postgresAnswers();
const targets = (requested.length ? requested : defaults).flatMap((target) => {
  const [kind, posts, offers = '0'] = target.split(':');
  if (
    !['pglite', 'postgres'].includes(kind) ||
    !Number.isInteger(Number(posts)) ||
    !Number.isInteger(Number(offers))
  )
    throw new Error(`unknown target ${target}: use pglite:<posts>[:<offers>] or postgres:…`);
  if (kind === 'postgres' && !hasPostgres) {
    console.log(`skipping ${target}: no PostgreSQL answers at ${adminUrl} (BENCH_POSTGRES_URL)`);
    return [];
  }
  return [{ kind, posts: Number(posts), offers: Number(offers) }];
});

const summary = [];
for (const { kind, posts, offers } of targets) {
  summary.push({ kind, posts, offers, results: await benchTarget(kind, posts, offers) });
}

console.log('\n=== summary');
for (const { kind, posts, offers, results } of summary) {
  const { reference, feed, feedMiss, feedMixed, feedMixedOwn, feedMixedUnscoped } = results;
  const { offersReference, offers: market, offersMiss } = results;
  const maxRss = Math.max(...Object.values(results).map((r) => r.rss));
  const ratio = (result) => (result && reference ? fixed(result.rps / reference.rps) : '-');
  console.log(
    `${kind} ${posts}: /api/Feed ÷ reference = ${ratio(feed)} cached, ${ratio(feedMiss)} computed, ` +
      `${ratio(feedMixed)} mixed (scoped writes), ${ratio(feedMixedOwn)} mixed (writes in the readers' groups), ` +
      `${ratio(feedMixedUnscoped)} mixed (unscoped); ` +
      `p50/p95 ${fixed(feed?.p50)}/${fixed(feed?.p95)} ms cached, ` +
      `${fixed(feedMiss?.p50)}/${fixed(feedMiss?.p95)} ms computed; max RSS ${maxRss} MiB`,
  );
  if (offers > 0) {
    const marketRatio = (result) =>
      result && offersReference ? fixed(result.rps / offersReference.rps) : '-';
    console.log(
      `${kind} ${posts} + ${offers} offers: /api/Offer ÷ its reference = ${marketRatio(market)} cached, ` +
        `${marketRatio(offersMiss)} computed; p95 ${fixed(offersReference?.p95)} ms reference, ` +
        `${fixed(market?.p95)} ms cached, ${fixed(offersMiss?.p95)} ms computed`,
    );
  }
}
const onPostgres = summary
  .filter((run) => run.kind === 'postgres')
  .sort((a, b) => a.posts - b.posts);
if (onPostgres.length >= 2) {
  const small = onPostgres[0];
  const large = onPostgres.at(-1);
  for (const name of ['feed', 'feedMiss']) {
    if (!large.results[name] || !small.results[name]) continue;
    const [a, b] = [large.results[name].p50, small.results[name].p50];
    console.log(
      `postgres ${name} p50 at ${large.posts} ÷ at ${small.posts}: ${fixed(a)} ÷ ${fixed(b)} = ${fixed(a / b)}`,
    );
  }
}
