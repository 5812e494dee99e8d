import { afterEach, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup } from '../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { createPost } from '../test/posts';

/*
 * The response cache holds at most RESPONSE_CACHE_BYTES of answers, counted as the UTF-8 bytes
 * it keeps and sends again as they are (decision 233); 0 keeps none.
 */

let t: IdentityTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A circle whose feed page is a few KB: one post with a long description. */
async function circle(env: NodeJS.ProcessEnv) {
  t = await buildGroupsTestApp(env);
  const anna = await createUser(t, { username: 'anna', name: 'Anna' });
  const groupId = (await createGroup(t, anna, { name: 'Kert' })).id;
  await createPost(t, anna, groupId, {
    title: 'Őszi körte, ű és ő',
    description: 'Érett körte a kertből. '.repeat(150),
  });
  return { app: t, anna };
}

async function read(app: IdentityTestApp, user: TestUser, url: string) {
  const response = await call(app, user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return { state: response.headers['x-cache'], body: response.rawPayload };
}

/** The UTF-8 bytes of one page of the circle (the same for both URLs below). */
async function pageBytes() {
  const { app, anna } = await circle({});
  const { body } = await read(app, anna, '/api/Feed?limit=10');
  await app.close();
  t = undefined;
  return body.length;
}

describe('RESPONSE_CACHE_BYTES', () => {
  it('keeps no answer at 0', async () => {
    const { app, anna } = await circle({ RESPONSE_CACHE_BYTES: '0' });
    expect((await read(app, anna, '/api/Feed')).state).toBe('miss');
    expect((await read(app, anna, '/api/Feed')).state).toBe('miss');
  });

  it('sends a hit as the very bytes of the miss', async () => {
    const { app, anna } = await circle({});
    const miss = await read(app, anna, '/api/Feed');
    const hit = await read(app, anna, '/api/Feed');
    expect([miss.state, hit.state]).toEqual(['miss', 'hit']);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.body.toString('utf8')).toContain('Őszi körte, ű és ő');
  });

  it('keeps two answers whose UTF-8 bytes fit, and forgets the older when they do not', async () => {
    const bytes = await pageBytes();
    // Two pages and their keys fit in twice a page and 1 KiB; they did not when each answer
    // counted twice its length (as UTF-16).
    const roomy = await circle({ RESPONSE_CACHE_BYTES: String(bytes * 2 + 1024) });
    await read(roomy.app, roomy.anna, '/api/Feed?limit=10');
    await read(roomy.app, roomy.anna, '/api/Feed?limit=11');
    expect((await read(roomy.app, roomy.anna, '/api/Feed?limit=10')).state).toBe('hit');
    expect((await read(roomy.app, roomy.anna, '/api/Feed?limit=11')).state).toBe('hit');
    await roomy.app.close();

    const tight = await circle({ RESPONSE_CACHE_BYTES: String(Math.round(bytes * 1.5)) });
    await read(tight.app, tight.anna, '/api/Feed?limit=10');
    await read(tight.app, tight.anna, '/api/Feed?limit=11');
    expect((await read(tight.app, tight.anna, '/api/Feed?limit=11')).state).toBe('hit');
    expect((await read(tight.app, tight.anna, '/api/Feed?limit=10')).state).toBe('miss');
  });
});
