import type { FeedItem } from '@kozos/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openPostgres, type Database } from '../db/client';
import { testConfig } from '../test/app';
import { buildGroupsTestApp, createGroup } from '../test/groups';
import { bearer, createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { createPost } from '../test/posts';
import { writesChannel } from './write-clock';

/*
 * Several app instances on one PostgreSQL server (decision 016): a write through one must void
 * what the others cached, and an instance that cannot hear the others must not serve from its
 * cache at all.
 */

let t: IdentityTestApp;
let second: { app: App; database: Database };
let anna: TestUser;
let bela: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  const url = (t.database as { url?: string }).url;
  if (!url) throw new Error('this file runs on PostgreSQL only (TEST_DB=postgres)');
  const database = openPostgres(url);
  second = { app: await buildApp(testConfig(), { database, logger: false }), database };
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  groupId = (await createGroup(t, anna, { name: 'Kert', members: [bela] })).id;
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
  const titles = response.json<{ data: FeedItem[] }>().data.map((item) => item.data.title);
  return { cache: response.headers['x-cache'], titles };
}

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
    await eventually(async () =>
      (await readOn(second.app, bela)).titles.includes('Az első példányon írva'),
    );
  });

  it('serves nothing from the cache while it cannot hear the others, and recovers', async () => {
    await eventually(async () => (await readOn(second.app, bela)).cache === 'hit');
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike ${`listen ${writesChannel}%`}`);
    await eventually(async () => (await readOn(second.app, bela)).cache === 'miss');
    // The listeners reconnect on their own; then answers are cached again.
    await eventually(async () => (await readOn(second.app, bela)).cache === 'hit');
  });
});
