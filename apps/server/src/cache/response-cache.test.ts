import type { FeedItem } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import { sessionLifetime } from '../identity/auth';
import { buildGroupsTestApp, call, createGroup, joinByLink, ok } from '../test/groups';
import { bearer, createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import type { TestDatabase } from '../test/database';
import { createPost } from '../test/posts';

/*
 * Cached feed answers (decisions 016, 043) must never show what a fresh read would not: every
 * write of what they show voids them, and they belong to the exact header allowed to see them.
 */

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let cili: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  cili = await createUser(t, { username: 'cili', name: 'Cili' });
  groupId = (await createGroup(t, anna, { name: 'Kert', members: [bela] })).id;
});

afterAll(async () => {
  await t.close();
});

async function read(user: TestUser, url = '/api/Feed?limit=100') {
  const response = await call(t, user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json<{ data: FeedItem[] }>().data;
  return {
    cache: response.headers['x-cache'],
    items,
    titles: items.map((i) => (i.type === 'post' ? i.data.title : i.id)),
  };
}

describe('cached feed answers', () => {
  it('serves a repeated read from the cache, with the same body', async () => {
    await createPost(t, anna, groupId, { title: 'Első' });
    const first = await read(bela);
    const again = await read(bela);
    expect(first.cache).toBe('miss');
    expect(again.cache).toBe('hit');
    expect(again.items).toEqual(first.items);
  });

  it('proves the hit came from memory: a row changed behind the app stays unseen', async () => {
    const post = await createPost(t, anna, groupId, { title: 'Régi cím' });
    await read(bela);
    await behindTheApp(`update posts set title = 'Új cím' where id = '${post.id}'`);
    expect((await read(bela)).titles).toContain('Régi cím');
    // The next write to the group voids the answer.
    await ok(t, anna, 'PATCH', `/api/Post/${post.id}`, { description: 'Szerkesztve' });
    const fresh = await read(bela);
    expect(fresh.cache).toBe('miss');
    expect(fresh.titles).toContain('Új cím');
  });

  it("shows another member's new post on the next read", async () => {
    await read(bela);
    await createPost(t, anna, groupId, { title: 'Friss hír' });
    expect((await read(bela)).titles[0]).toBe('Friss hír');
  });

  it('shows a renamed group and a renamed author on the next read', async () => {
    await createPost(t, anna, groupId, { title: 'Névváltozás' });
    await read(bela);
    await ok(t, anna, 'PATCH', `/api/Group/${groupId}`, { name: 'Kert utca' });
    await ok(t, anna, 'PATCH', '/api/User', { name: 'Anna Kovács' });
    const [first] = (await read(bela)).items;
    expect(first?.type === 'post' && first.data.group.name).toBe('Kert utca');
    expect(first?.type === 'post' && first.data.author.name).toBe('Anna Kovács');
  });

  it('keeps answers apart per caller: the same URL never returns another user’s page', async () => {
    await createPost(t, anna, groupId, { title: 'Csak tagoknak' });
    expect((await read(bela)).titles).toContain('Csak tagoknak');
    const outsider = await read(cili);
    expect(outsider.cache).toBe('miss');
    expect(outsider.titles).not.toContain('Csak tagoknak');
  });

  it('drops a kicked member’s group from their next read', async () => {
    const dora = await createUser(t, { username: 'dora', name: 'Dóra' });
    await joinByLink(t, anna, groupId, dora);
    await createPost(t, anna, groupId, { title: 'Dórának is' });
    expect((await read(dora)).titles).toContain('Dórának is');
    await ok(t, anna, 'POST', '/api/Membership/Kick', { userId: dora.id, groupId });
    expect((await read(dora)).titles).not.toContain('Dórának is');
    expect((await call(t, dora, 'GET', `/api/Group/${groupId}/Feed`)).statusCode).toBe(403);
  });

  it('answers 401 to a cached header right after sign-out', async () => {
    const token = await signInAgain(bela);
    const url = '/api/Feed?limit=3';
    const get = () => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).headers['x-cache']).toBe('hit');
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(token) });
    expect((await get()).statusCode).toBe(401);
  });

  it('lets a session that is due for refresh through to identity, which extends it', async () => {
    const token = await signInAgain(bela);
    const url = '/api/Feed?limit=4';
    const get = () => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).headers['x-cache']).toBe('hit');
    const raw = decodeURIComponent(token).split('.')[0] ?? '';
    const expiryOf = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.token, raw)))[0]?.expiresAt;
    const before = await expiryOf();
    // A day and a minute later (only the clock moves), the session is due for its refresh.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (sessionLifetime.updateAge + 60) * 1000);
      const response = await get();
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBe('miss');
      expect((await expiryOf())?.getTime()).toBeGreaterThan(before?.getTime() ?? Infinity);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep refusals', async () => {
    // A newcomer of its own: Cili must stay an outsider for the other tests.
    const ede = await createUser(t, { username: 'ede', name: 'Ede' });
    const url = `/api/Group/${groupId}/Feed`;
    expect((await call(t, ede, 'GET', url)).statusCode).toBe(403);
    await joinByLink(t, anna, groupId, ede);
    expect((await call(t, ede, 'GET', url)).statusCode).toBe(200);
  });
});

/** A write the app cannot see: straight to the driver, past the watched database handle. */
async function behindTheApp(statement: string): Promise<void> {
  const database = t.database as TestDatabase;
  if (database.pglite) {
    await database.pglite.query(statement);
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function signInAgain(user: TestUser): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password: user.password },
  });
  return String(response.headers['set-auth-token']);
}
