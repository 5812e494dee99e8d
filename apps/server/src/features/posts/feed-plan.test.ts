import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindValues, feedParamsOf, feedWindowOf } from '../../content/feed-window';
import type { Db } from '../../db/client';
import { groups, memberships } from '../../db/schema/groups';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { postsInWindowQuery } from './post-feed.repository';

/*
 * The feed must be index-backed whatever the table size (decision 015). A test table is small, so
 * sequential scans are switched off for the transaction: a plan that still scans the table has no
 * index to use. A rare word and a word that matches nothing must go through the GIN index rather
 * than walk the group's posts in order and filter them.
 */

let database: TestDatabase;
let viewerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [viewer] = await db.insert(users).values({ email: 'plan@example.org' }).returning();
  const [group] = await db.insert(groups).values({ name: 'Plan' }).returning();
  if (!viewer || !group) throw new Error('setup failed');
  viewerId = viewer.id;
  await db.insert(memberships).values({ groupId: group.id, userId: viewer.id });
  await db.insert(posts).values(
    Array.from({ length: 2000 }, (_, at) => ({
      groupId: group.id,
      authorId: viewer.id,
      title: at % 500 === 0 ? `Körtefa ${at}` : `Post ${at}`,
      tags: at % 2 ? 'kert' : '',
    })),
  );
  await db.execute(sql`analyze posts`);
});

afterAll(async () => {
  await database.close();
});

async function planOf(search?: string): Promise<string> {
  const window = feedWindowOf({ limit: 10, skip: 0, ...(search ? { search } : {}) });
  return database.db.transaction(async (tx: Db) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const scope = { viewerId };
    const query = postsInWindowQuery(tx, scope, window, bindValues(feedParamsOf(scope, window)));
    // Both drivers answer `{ rows }`; each row is `{ 'QUERY PLAN': line }`.
    const result: unknown = await tx.execute(sql`explain ${query.getSQL()}`);
    const { rows } = result as { rows: Record<string, string>[] };
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('feed query plans', () => {
  it('reads the newest posts per group in index order, without sorting all of them', async () => {
    const plan = await planOf();
    expect(plan).toMatch(/Index Scan using posts_group_created_idx on posts/);
    expect(plan).not.toMatch(/Seq Scan on posts|Bitmap Heap Scan on posts/);
  });

  it('searches through the GIN index, also for a word that matches nothing', async () => {
    for (const word of ['kortefa', 'zeppelin', 'őszi']) {
      const plan = await planOf(word);
      expect(plan).toContain('posts_search_idx');
      expect(plan).not.toMatch(/Seq Scan on posts/);
    }
  });
});
