import type { PostFeedItem } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createPost as createPostAsAJob } from './posts.service';
import {
  buildGroupsTestApp,
  call,
  createGroup,
  createLinkToken,
  joinByLink,
  membershipOf,
  ok,
} from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createPost } from '../../test/posts';

/*
 * The write clock is ticked by the data layer, per scope (decision 043): a write made outside
 * any request counts like one made by a route, a write names what it may change, and a cached
 * answer outlives writes that do not touch what it shows.
 */

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let cili: TestUser;
let dora: TestUser;
let garden: string;
let bakery: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  cili = await createUser(t, { username: 'cili', name: 'Cili' });
  dora = await createUser(t, { username: 'dora', name: 'Dóra' });
  garden = (await createGroup(t, anna, { name: 'Kert', members: [bela] })).id;
  bakery = (await createGroup(t, cili, { name: 'Pékség', members: [dora] })).id;
  await createPost(t, anna, garden, { title: 'Kerti hír' });
  await createPost(t, cili, bakery, { title: 'Pékségi hír' });
});

afterAll(async () => {
  await t.close();
});

async function read(user: TestUser) {
  const response = await call(t, user, 'GET', '/api/Feed?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json<{ data: PostFeedItem[] }>().data;
  const authors = items.map((item) => item.data.author.name);
  return {
    cache: response.headers['x-cache'],
    titles: items.map((i) => (i.type === 'post' ? i.data.title : i.id)),
    authors,
  };
}

/** Both readers' answers are in the cache. */
async function cacheBoth() {
  await read(bela);
  await read(dora);
  expect((await read(bela)).cache).toBe('hit');
  expect((await read(dora)).cache).toBe('hit');
}

describe('writes from outside a request', () => {
  it('a statement straight through the database voids the cached feed', async () => {
    const [post] = await t.database.db.select().from(posts).where(eq(posts.groupId, garden));
    await cacheBoth();
    await t.database.db.update(posts).set({ title: 'Éjjel átírva' }).where(eq(posts.id, post!.id));
    const fresh = await read(bela);
    expect(fresh.cache).toBe('miss');
    expect(fresh.titles).toContain('Éjjel átírva');
    // It named no scope, so it counted as a write of everything.
    expect((await read(dora)).cache).toBe('miss');
  });

  it('a service called as a job would call it voids the cached feed of its group only', async () => {
    await cacheBoth();
    await createPostAsAJob(
      t.database.db,
      { id: anna.id, isAdmin: false },
      { groupId: garden, title: 'Ütemezett hír', description: '' },
    );
    const fresh = await read(bela);
    expect(fresh.cache).toBe('miss');
    expect(fresh.titles[0]).toBe('Ütemezett hír');
    expect((await read(dora)).cache).toBe('hit');
  });

  it('a rolled-back transaction voids nothing', async () => {
    await cacheBoth();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(posts).set({ title: 'Sosem volt' }).where(eq(posts.groupId, garden));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await read(bela)).cache).toBe('hit');
  });
});

describe('scoped writes', () => {
  it("a post in one group leaves another group's answers in place", async () => {
    await cacheBoth();
    const before = await read(dora);
    await createPost(t, anna, garden, { title: 'Csak a kertnek' });
    const own = await read(bela);
    expect(own.cache).toBe('miss');
    expect(own.titles[0]).toBe('Csak a kertnek');
    const other = await read(dora);
    expect(other.cache).toBe('hit');
    expect(other.titles).toEqual(before.titles);
  });

  it('a renamed group voids its own members’ answers only', async () => {
    await cacheBoth();
    await ok(t, cili, 'PATCH', `/api/Group/${bakery}`, { name: 'Pékség és kávézó' });
    expect((await read(dora)).cache).toBe('miss');
    expect((await read(bela)).cache).toBe('hit');
  });

  it('a profile change voids the groups where the name shows, and only those', async () => {
    await cacheBoth();
    await ok(t, anna, 'PATCH', '/api/User', { name: 'Anna Kovács' });
    const own = await read(bela);
    expect(own.cache).toBe('miss');
    expect(own.authors).toContain('Anna Kovács');
    expect((await read(dora)).cache).toBe('hit');
  });

  it('a profile change reaches a group its author has left, where their posts stay', async () => {
    const erik = await createUser(t, { username: 'erik', name: 'Erik' });
    const group = await joinByLink(t, cili, bakery, erik);
    await createPost(t, erik, bakery, { title: 'Eriktől' });
    await ok(t, erik, 'POST', `/api/Membership/${membershipOf(group, erik).id}/Leave`);
    await cacheBoth();
    await ok(t, erik, 'PATCH', '/api/User', { name: 'Erik Nagy' });
    const shown = await read(dora);
    expect(shown.cache).toBe('miss');
    expect(shown.authors).toContain('Erik Nagy');
    expect((await read(bela)).cache).toBe('hit');
  });

  it("a join voids the joiner's answers and the group's, not others'", async () => {
    const fanni = await createUser(t, { username: 'fanni', name: 'Fanni' });
    expect((await read(fanni)).titles).toEqual([]);
    // Making the invitation names no scope yet: it counts as a write of everything.
    const token = await createLinkToken(t, anna, garden);
    await cacheBoth();
    await ok(t, fanni, 'POST', `/api/Invitation/EnterByLink/${token}`);
    const joined = await read(fanni);
    expect(joined.cache).toBe('miss');
    expect(joined.titles).toContain('Csak a kertnek');
    expect((await read(bela)).cache).toBe('miss');
    expect((await read(dora)).cache).toBe('hit');
  });
});
