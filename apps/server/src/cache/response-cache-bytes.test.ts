import { afterEach, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup } from '../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { createPost } from '../test/posts';

/*
 * The response cache holds at most RESPONSE_CACHE_BYTES of answers (decision 233): a budget
 * smaller than two pages keeps only the newest, and 0 keeps none.
 */

let t: IdentityTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function circle(env: NodeJS.ProcessEnv) {
  t = await buildGroupsTestApp(env);
  const anna = await createUser(t, { username: 'anna', name: 'Anna' });
  const groupId = (await createGroup(t, anna, { name: 'Kert' })).id;
  await createPost(t, anna, groupId, { title: 'Első' });
  return { app: t, anna };
}

async function cacheOf(app: IdentityTestApp, user: TestUser, url: string) {
  const response = await call(app, user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return { state: response.headers['x-cache'], bytes: response.body.length };
}

describe('RESPONSE_CACHE_BYTES', () => {
  it('keeps no answer at 0', async () => {
    const { app, anna } = await circle({ RESPONSE_CACHE_BYTES: '0' });
    expect((await cacheOf(app, anna, '/api/Feed')).state).toBe('miss');
    expect((await cacheOf(app, anna, '/api/Feed')).state).toBe('miss');
  });

  it('forgets the older answer when two do not fit', async () => {
    // One page of this circle, its key and bookkeeping fit; two do not.
    const page = await circle({});
    const { bytes } = await cacheOf(page.app, page.anna, '/api/Feed?limit=10');
    await t?.close();
    const budget = String(bytes * 2 + 1024);
    const { app, anna } = await circle({ RESPONSE_CACHE_BYTES: budget });
    await cacheOf(app, anna, '/api/Feed?limit=10');
    expect((await cacheOf(app, anna, '/api/Feed?limit=10')).state).toBe('hit');
    await cacheOf(app, anna, '/api/Feed?limit=11');
    expect((await cacheOf(app, anna, '/api/Feed?limit=11')).state).toBe('hit');
    expect((await cacheOf(app, anna, '/api/Feed?limit=10')).state).toBe('miss');
  });
});
