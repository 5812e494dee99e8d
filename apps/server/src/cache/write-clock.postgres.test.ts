import type { PostFeedItem } from '@kozos/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openPostgres, type Database } from '../db/client';
import { groupScope, writesTo } from '../db/write-scope';
import { testConfig } from '../test/app';
import { buildGroupsTestApp, createGroup, ok } from '../test/groups';
import { bearer, createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { createPost } from '../test/posts';
import { posts } from '../db/schema';
import { writesChannel } from './write-clock';
import { testPasswordHashing } from '../test/password-hashing';

/*
 * Several app instances on one PostgreSQL server (decisions 016, 043): a write through one must
 * void what the others cached of its scopes, and only that; an instance that cannot hear the
 * others must not serve from its cache at all.
 */

let t: IdentityTestApp;
let second: { app: App; database: Database };
let anna: TestUser;
let bela: TestUser;
let cili: TestUser;
let dora: TestUser;
let groupId: string;
let otherGroupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  const url = (t.database as { url?: string }).url;
  if (!url) throw new Error('this file runs on PostgreSQL only (TEST_DB=postgres)');
  const database = openPostgres(url);
  second = {
    app: await buildApp(testConfig(), {
      database,
      logger: false,
      passwordHashing: testPasswordHashing,
    }),
    database,
  };
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  cili = await createUser(t, { username: 'cili', name: 'Cili' });
  dora = await createUser(t, { username: 'dora', name: 'Dóra' });
  groupId = (await createGroup(t, anna, { name: 'Kert', members: [bela] })).id;
  otherGroupId = (await createGroup(t, cili, { name: 'Pékség', members: [dora] })).id;
});

afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

async function readOn(app: App, user: TestUser) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/Feed?limit=50',
    headers: bearer(user.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json<{ data: PostFeedItem[] }>().data;
  const authors = items.map((item) => item.data.author.name);
  return {
    cache: response.headers['x-cache'],
    titles: items.map((i) => (i.type === 'post' ? i.data.title : i.id)),
    authors,
  };
}

const polling = { timeout: 5_000, interval: 20 };

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the write clock across instances', () => {
  it("voids one instance's cached answers when another instance writes", async () => {
    await eventually(async () => (await readOn(second.app, bela)).cache === 'hit');
    await createPost(t, anna, groupId, { title: 'Az első példányon írva' });
    await expect
      .poll(async () => (await readOn(second.app, bela)).titles, polling)
      .toContain('Az első példányon írva');
  });

  it("voids only the written group's answers on the other instance", async () => {
    await eventually(async () => (await readOn(second.app, bela)).cache === 'hit');
    await eventually(async () => (await readOn(second.app, dora)).cache === 'hit');
    await createPost(t, anna, groupId, { title: 'Csak a kertnek' });
    await eventually(async () =>
      (await readOn(second.app, bela)).titles.includes('Csak a kertnek'),
    );
    expect((await readOn(second.app, dora)).cache).toBe('hit');
  });

  it('announces a transaction’s scopes when it commits', async () => {
    await eventually(async () => (await readOn(second.app, bela)).cache === 'hit');
    await eventually(async () => (await readOn(second.app, dora)).cache === 'hit');
    // A profile change runs in a transaction and names the groups where the name shows.
    await ok(t, anna, 'PATCH', '/api/User', { name: 'Anna Kovács' });
    await eventually(async () => (await readOn(second.app, bela)).authors.includes('Anna Kovács'));
    expect((await readOn(second.app, dora)).cache).toBe('hit');
  });

  it('hears a write made outside any request on the other instance', async () => {
    const post = await createPost(t, cili, otherGroupId, { title: 'Reggeli hír' });
    await eventually(async () => (await readOn(second.app, dora)).cache === 'hit');
    await eventually(async () => (await readOn(second.app, bela)).cache === 'hit');
    // As a scheduled job on the first instance would: straight through its database handle.
    await writesTo([groupScope(otherGroupId)], () =>
      t.database.db.update(posts).set({ title: 'Esti hír' }).where(eq(posts.id, post.id)),
    );
    await eventually(async () => (await readOn(second.app, dora)).titles.includes('Esti hír'));
    expect((await readOn(second.app, bela)).cache).toBe('hit');
  });

  it('serves nothing from the cache while it cannot hear the others, and recovers', async () => {
    await eventually(async () => (await readOn(second.app, bela)).cache === 'hit');
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike ${`listen ${writesChannel}%`}`);
    await expect.poll(async () => (await readOn(second.app, bela)).cache, polling).toBe('miss');
    // The listeners reconnect on their own; then answers are cached again.
    await expect.poll(async () => (await readOn(second.app, bela)).cache, polling).toBe('hit');
  });
});
