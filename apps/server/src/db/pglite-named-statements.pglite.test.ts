import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, createEvent } from '../test/events';
import { buildGroupsTestApp, call, createGroup } from '../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { createPost } from '../test/posts';
import { namedStatementsOf } from './pglite-named-statements';
import { users } from './schema/users';

/*
 * Decision 195: on PGlite a statement drizzle prepared with a name is parsed once per instance;
 * every later call binds and executes it. The adapter counts the Parse messages it sends.
 */

describe('named statements on PGlite', () => {
  let t: IdentityTestApp;
  let anna: TestUser;
  let bela: TestUser;
  let garden: string;

  beforeAll(async () => {
    t = await buildGroupsTestApp();
    anna = await createUser(t, { username: 'anna', name: 'Anna' });
    bela = await createUser(t, { username: 'bela', name: 'Béla' });
    garden = (await createGroup(t, anna, { name: 'Kert', members: [bela] })).id;
    await createPost(t, anna, garden, { title: 'Kerti hír', tags: 'kert' });
    const event = await createEvent(t, anna, garden);
    await answer(t, bela, event.id, true);
  });

  afterAll(async () => {
    await t.close();
  });

  function statements() {
    const client = t.database.pglite;
    if (!client) throw new Error('not PGlite');
    return namedStatementsOf(client);
  }

  /** A computed feed page: a query parameter the API ignores makes each one a cache miss. */
  async function computedFeed(viewer: TestUser, bust: number, path = '/api/Feed') {
    const response = await call(t, viewer, 'GET', `${path}?limit=20&bench=${bust}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-cache']).not.toBe('hit');
    return response.body;
  }

  it('a second computed feed page parses nothing new, and answers the same bytes', async () => {
    const first = await computedFeed(bela, 1);
    const { parses, executions } = statements();
    expect(parses).toBeGreaterThan(0);
    const second = await computedFeed(bela, 2);
    expect(statements().parses).toBe(parses);
    expect(statements().executions).toBeGreaterThan(executions);
    expect(second).toBe(first);
    // Another viewer runs the same statements with other values.
    await computedFeed(anna, 3);
    expect(statements().parses).toBe(parses);
  });

  it('a computed page of every feed, once its statements exist, parses no statement at all', async () => {
    const paths = ['/api/Feed', `/api/Group/${garden}/Feed`, `/api/User/${anna.id}/Feed`];
    for (const path of paths) await computedFeed(bela, 10, path);
    const { parses, unnamed } = statements();
    for (const path of paths) {
      await computedFeed(bela, 11, path);
      // The group's access check and the author's look-up are named statements too.
      expect({ path, parses: statements().parses, unnamed: statements().unnamed }).toEqual({
        path,
        parses,
        unnamed,
      });
    }
  });

  it('gives the rows and types the unnamed path gives', async () => {
    const { db } = t.database;
    const query = db
      .select({
        id: users.id,
        name: users.name,
        createdAt: users.createdAt,
        missing: sql<string | null>`null::text`,
        numbers: sql<number[]>`array[1, 2, ${sql.placeholder('n')}::int]`,
        doc: sql<{ a: number }>`json_build_object('a', ${sql.placeholder('n')}::int)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')));
    const named = query.prepare('named_statements_test');
    const unnamed = query.prepare(undefined as unknown as string);
    const values = { id: anna.id, n: 3 };
    const parses = statements().parses;
    const rows = await named.execute(values);
    expect(statements().parses).toBe(parses + 1);
    expect(rows).toEqual(await unnamed.execute(values));
    expect(rows).toEqual([
      expect.objectContaining({ id: anna.id, name: 'Anna', missing: null, numbers: [1, 2, 3] }),
    ]);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows[0]?.doc).toEqual({ a: 3 });
    expect(await named.execute({ id: bela.id, n: 4 })).toEqual([
      expect.objectContaining({ name: 'Béla', numbers: [1, 2, 4] }),
    ]);
    expect(statements().parses).toBe(parses + 1);
  });

  it('reports a failing execution as PGlite does and keeps the connection usable', async () => {
    const { db } = t.database;
    const failing = db
      .select({ value: sql<number>`1 / ${sql.placeholder('zero')}::int` })
      .from(users)
      .limit(1)
      .prepare('named_statements_failing');
    await expect(failing.execute({ zero: 0 })).rejects.toMatchObject({ cause: { code: '22012' } });
    expect(await failing.execute({ zero: 1 })).toEqual([{ value: 1 }]);
    const broken = db
      .select({ value: sql<number>`no_such_function(1)` })
      .from(users)
      .prepare('named_statements_broken');
    await expect(broken.execute()).rejects.toMatchObject({ cause: { code: '42883' } });
    await expect(broken.execute()).rejects.toMatchObject({ cause: { code: '42883' } });
    expect(await failing.execute({ zero: 1 })).toEqual([{ value: 1 }]);
  });
});
