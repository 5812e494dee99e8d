// A long thread (issue 26): `npm run bench:comments -- [comments]` (default 1000).
// On PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres): a
// fresh database seeded with bench/seed.mjs (4 000 posts, 400 users), then one post of the bench user's
// group gets `comments` comments (every fifth a reply to the comment before it, by members of
// the group, a few mentioning each other) in one INSERT ... SELECT. The compiled server starts on
// it and autocannon pages the thread at BENCH_CONNECTIONS (32) for BENCH_SECONDS (10) per
// scenario, each request a page start taken in turn from every page of the thread, so the whole
// thread is read over and over, not its first page alone. Prints throughput and p50/p95/p99;
// issue 26 asks for p95 ≤ 50 ms. The database is dropped at the end.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { connections, cpuMs, fixed, load, root, seconds, settle, startServer } from './lib.mjs';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const commentCount = Number(process.argv[2] ?? 1000);
const posts = 4000;
const name = `kozos_bench_comments_${commentCount}`;
const auth = { authorization: 'Bearer bench-0' };

async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl() {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function seed(env) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed.mjs', '--posts', String(posts), '--users', '400'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status})`);
}

/** The thread: on the newest post of the bench user's first group, by its members. */
async function seedThread(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `select p.id, p.group_id
         from sessions s
         join memberships m on m.user_id = s.user_id
         join posts p on p.group_id = m.group_id
        where s.token = 'bench-0'
        order by p.created_at desc, p.id desc
        limit 1`,
    );
    const post = rows[0];
    if (!post) throw new Error('the bench user has no post to comment on');
    // Top-level comments a second apart; every fifth comment replies to the one before it.
    await client.query(
      `with members as (
         select user_id, row_number() over (order by user_id) - 1 as n,
                count(*) over () as total
           from memberships where group_id = $2
       ), rows as (
         select i,
                md5('comment' || i)::uuid as id,
                case when i % 5 = 4 then md5('comment' || (i - 1))::uuid end as parent_id,
                timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => i) as created_at
           from generate_series(0, $3 - 1) as i
       )
       insert into comments (id, group_id, post_id, parent_id, thread_id, thread_created_at,
                             author_id, body, created_at)
       select r.id, $2, $1, r.parent_id,
              coalesce(r.parent_id, r.id),
              case when r.parent_id is null then r.created_at
                   else r.created_at - interval '1 second' end,
              (select user_id from members where n = r.i % total),
              'Comment ' || r.i || case when r.i % 7 = 0 then ' — can I bring the kids too?' else '' end,
              r.created_at
         from rows r
        order by r.i`,
      [post.id, post.group_id, commentCount],
    );
    await client.query('analyze comments');
    return post.id;
  });
}

async function getJson(url) {
  const response = await fetch(url, { headers: auth });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** Every page's start (undefined for the first), and how many comments the pages held. */
async function pageStarts(url, postId, limit) {
  const starts = [undefined];
  let read = 0;
  for (;;) {
    const cursor = starts.at(-1);
    const query = new URLSearchParams({ itemType: 'post', itemId: postId, limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    const page = await getJson(`${url}/api/Comment?${query}`);
    read += page.comments.length;
    if (!page.nextCursor) return { starts, read, total: page.total };
    starts.push(page.nextCursor);
  }
}

async function pagedLoad(url, postId, limit) {
  const { starts, read, total } = await pageStarts(url, postId, limit);
  if (read !== commentCount) throw new Error(`paging read ${read} of ${commentCount} comments`);
  const paths = starts.map((cursor) => {
    const query = new URLSearchParams({ itemType: 'post', itemId: postId, limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    return `/api/Comment?${query}`;
  });
  const result = await load(`${url}${paths[0]}`, { headers: auth, paths });
  return { ...result, pages: paths.length, total };
}

async function main() {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = databaseUrl();
  try {
    seed({ DATABASE_URL: url });
    const postId = await seedThread(url);
    const server = await startServer('apps/server/src/main.ts', {
      DATABASE_URL: url,
      COMMENT_LIMIT_PER_MINUTE: '1000',
    });
    try {
      console.log(
        `\nthread of ${commentCount} comments on PostgreSQL, ${connections} connections, ${seconds} s each`,
      );
      console.log(
        'scenario            pages  req/s    p50 ms  p95 ms  p99 ms  non-2xx  server CPU ms/req',
      );
      const pid = server.child.pid;
      await settle(pid);
      // Server CPU per request (user + system, /proc): steadier than latency on a shared machine.
      const measured = async (run) => {
        const before = cpuMs(pid);
        const result = await run();
        return { ...result, cpu: (cpuMs(pid) - before) / Math.max(1, result.rps * seconds) };
      };
      const row = (label, pages, r) =>
        console.log(
          `${label.padEnd(18)}  ${String(pages).padStart(5)}  ${fixed(r.rps, 0).padStart(6)}  ${fixed(r.p50, 1).padStart(6)}  ${fixed(r.p95, 1).padStart(6)}  ${fixed(r.p99, 1).padStart(6)}  ${String(r.bad).padStart(7)}  ${fixed(r.cpu, 2).padStart(17)}`,
        );
      for (const limit of [30, 100]) {
        const r = await measured(() => pagedLoad(server.url, postId, limit));
        row(`pages of ${limit}`, r.pages, r);
      }
      const counts = await measured(() =>
        load(`${server.url}/api/Feed`, { headers: auth, bust: true }),
      );
      row('feed (counts)', '-', counts);
    } finally {
      await server.stop();
    }
  } finally {
    // BENCH_KEEP=1 keeps the database for EXPLAIN ANALYZE.
    if (!process.env.BENCH_KEEP) {
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    }
  }
}

await main();
