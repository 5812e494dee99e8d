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
// The databases are made in feed-targets.mjs, the scenarios listed in feed-scenarios.mjs.
import {
  BENCH_SESSIONS,
  connections,
  fixed,
  load,
  rssMiB,
  seconds,
  settle,
  startServer,
} from './lib.mjs';
import { auth, readerCount, scenariosFor, writesPerSecond } from './feed-scenarios.mjs';
import { adminUrl, postgresAnswers, prepare, seed } from './feed-targets.mjs';
import { readersAndOwnWriters, readersAndWriters, startOwnWrites, startWrites } from './mixed.mjs';

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

/** What holds the server's memory: V8's heap (used of total), buffers outside it, in MiB. */
async function memoryOf(url) {
  const memory = await (await fetch(`${url}/bench/memory`)).json();
  const mib = (bytes) => Math.round(bytes / 2 ** 20);
  const spaces = Object.entries(memory.spaces ?? {})
    .filter(([, bytes]) => bytes >= 2 ** 20)
    .map(([name, bytes]) => `${name.replace(/_space$/, '')} ${mib(bytes)}`)
    .join(', ');
  return `heap ${mib(memory.heapUsed)} of ${mib(memory.heapTotal)} (${spaces}), external ${mib(memory.external)} (array buffers ${mib(memory.arrayBuffers)}), RSS ${mib(memory.rss)} MiB`;
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
        result.peakRss = rssMiB(server.child.pid, { peak: true });
        results[name] = result;
        const hits = scenario.mixed ? `; cache hits ${fixed(100 * result.hitRate, 0)} %` : '';
        const extra = written
          ? `; ${(written.done / seconds).toFixed(1)} writes/s done${hits}`
          : '';
        console.log(
          `${name.padEnd(12)} ${String(Math.round(result.rps)).padStart(7)} ${fixed(result.p50).padStart(9)} ${fixed(result.p95).padStart(7)} ${fixed(result.p99).padStart(7)} ${String(result.rss).padStart(8)}  ${scenario.note}${extra}${result.bad ? `  (${result.bad} errors/non-2xx)` : ''}${written?.failed ? ` (${written.failed} writes failed)` : ''}`,
        );
        console.log(
          `${''.padEnd(12)} memory: ${await memoryOf(server.url)}; highest RSS so far ${result.peakRss} MiB`,
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
  const peakRss = Math.max(...Object.values(results).map((r) => r.peakRss));
  const ratio = (result) => (result && reference ? fixed(result.rps / reference.rps) : '-');
  console.log(
    `${kind} ${posts}: /api/Feed ÷ reference = ${ratio(feed)} cached, ${ratio(feedMiss)} computed, ` +
      `${ratio(feedMixed)} mixed (scoped writes), ${ratio(feedMixedOwn)} mixed (writes in the readers' groups), ` +
      `${ratio(feedMixedUnscoped)} mixed (unscoped); ` +
      `p50/p95 ${fixed(feed?.p50)}/${fixed(feed?.p95)} ms cached, ` +
      `${fixed(feedMiss?.p50)}/${fixed(feedMiss?.p95)} ms computed; max RSS ${maxRss} MiB (highest at any time ${peakRss} MiB)`,
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
