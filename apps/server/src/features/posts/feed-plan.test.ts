import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedParamsOf,
  feedWindowOf,
  placeholderValues,
  preparedBindOf,
} from '../../content/feed-window';
import { groups, memberships } from '../../db/schema/groups';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { genericPlanOf, genericPlansAfter } from '../../test/generic-plans';
import { listPostsInWindow, postsInWindowQuery } from './post-feed.repository';

/*
 * The feed must be index-backed whatever the table size (decision 015). A test table is small, so
 * sequential scans are switched off for the transaction: a plan that still scans the table has no
 * index to use. A rare word and a word that matches nothing must go through the GIN index rather
 * than walk the group's posts in order and filter them. The plans are the generic ones of the
 * prepared statements, as a page runs them (decisions 204, 230): they know no word.
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

/** The generic plan of the prepared statement a feed page runs (decisions 204, 230). */
function planOf(search?: string): Promise<string> {
  const window = feedWindowOf({ limit: 10, skip: 0, ...(search ? { search } : {}) });
  const scope = { viewerId };
  const query = postsInWindowQuery(database.db, scope, window, preparedBindOf(window).bind);
  return genericPlanOf(database, query.toSQL(), placeholderValues(feedParamsOf(scope, window)));
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

  it('makes the tsquery once per search, not once per row tested (decision 204)', async () => {
    const plan = await planOf('kortefa');
    expect(plan).toContain('InitPlan');
    expect(plan).not.toMatch(/@@ to_tsquery/);
  });
});

describe('the prepared search statement', () => {
  it('is planned once: a search takes the generic plan (decision 204)', async () => {
    const window = feedWindowOf({ limit: 10, skip: 0, search: 'körtefa' });
    const scope = { viewerId };
    const text = postsInWindowQuery(database.db, scope, window, preparedBindOf(window).bind).toSQL()
      .sql;
    const plans = await genericPlansAfter(
      database,
      (db) => listPostsInWindow(db, scope, window),
      sql`statement = ${text}`,
    );
    expect(plans).toBeGreaterThan(0);
  });
});
