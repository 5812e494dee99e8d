import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedFamily } from '../content/prepared-queries';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { Db } from './client';
import { withCompiledRowMapper } from './row-mapper';
import { groups, memberships } from './schema/groups';
import { posts } from './schema/posts';
import { users } from './schema/users';

/*
 * The compiled row mapper (decision 231) must build what drizzle's own mapping builds: the same
 * values, decoded the same way (timestamps as dates, `mapWith`), the same nested objects with
 * their keys in the same order, and a left-joined table that found no row as null.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [viewer] = await db
    .insert(users)
    .values({ email: 'mapper@example.org', name: 'Mapper' })
    .returning();
  const [loner] = await db.insert(users).values({ email: 'loner@example.org' }).returning();
  const [group] = await db.insert(groups).values({ name: 'Map' }).returning();
  if (!viewer || !loner || !group) throw new Error('setup failed');
  await db.insert(memberships).values({ groupId: group.id, userId: viewer.id });
  await db.insert(posts).values(
    Array.from({ length: 3 }, (_, at) => ({
      groupId: group.id,
      authorId: viewer.id,
      title: `Post ${at}`,
      description: `Text "${at}"`,
      tags: at ? 'system.news' : '',
    })),
  );
});

afterAll(async () => {
  await database.close();
});

/** One statement with every kind of field: columns, nested objects, a left join, SQL. */
function query(db: Db) {
  return db
    .select({
      id: users.id,
      person: { name: users.name, email: users.email, createdAt: users.createdAt },
      membership: memberships,
      groupName: groups.name,
      count:
        sql<number>`(select count(*) from ${posts} where ${posts.authorId} = ${users.id})`.mapWith(
          Number,
        ),
      joinedAt: sql<Date>`${memberships.createdAt}`.mapWith(memberships.createdAt),
      nothing: sql<string | null>`null::text`,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(groups, eq(groups.id, memberships.groupId))
    .orderBy(users.email);
}

describe('the compiled row mapper', () => {
  it('builds what drizzle builds, key order, decoded values and null joins included', async () => {
    const { db } = database;
    const drizzles = await query(db).prepare('row_mapper_drizzle').execute();
    const compiled = await withCompiledRowMapper(
      query(db).prepare('row_mapper_compiled'),
    ).execute();
    expect(drizzles).toHaveLength(2);
    expect(drizzles.some((row) => row.membership === null)).toBe(true);
    expect(drizzles.find((row) => row.membership)?.person.createdAt).toBeInstanceOf(Date);
    expect(compiled).toEqual(drizzles);
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(drizzles));
  });

  it('maps the rows of every statement of a prepared family', async () => {
    const family = preparedFamily<unknown>('row_mapper_family');
    const prepared = family(database.db, 'x', (name) => query(database.db).prepare(name));
    expect((prepared as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    const rows = await prepared.execute({});
    expect(rows).toEqual(await query(database.db).prepare('row_mapper_plain').execute());
  });
});
