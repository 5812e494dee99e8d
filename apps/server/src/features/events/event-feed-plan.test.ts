import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindPlaceholders,
  feedParamsOf,
  feedWindowOf,
  placeholderValues,
  preparedBindOf,
} from '../../content/feed-window';
import { events } from '../../db/schema/events';
import { groups, memberships } from '../../db/schema/groups';
import { users } from '../../db/schema/users';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { genericPlanOf, genericPlansAfter } from '../../test/generic-plans';
import { eventsInWindowQuery, listEventsInWindow } from './event-lists.repository';

/*
 * The feed's events statement is prepared once and run with PostgreSQL's generic plan, which
 * knows none of its values (decision 230). Its page must still come from the partial feed index
 * (group_id, created_at desc, id desc) where in_feed, newest first per group, so a group with
 * many events costs a page, not its whole history: the plan is taken with the generic plan forced
 * and sequential scans off, on a table too small for the planner to prefer the index by itself.
 */

let database: TestDatabase;
let viewerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [viewer] = await db.insert(users).values({ email: 'events-plan@example.org' }).returning();
  const [group] = await db.insert(groups).values({ name: 'Plan' }).returning();
  if (!viewer || !group) throw new Error('setup failed');
  viewerId = viewer.id;
  await db.insert(memberships).values({ groupId: group.id, userId: viewer.id });
  const time = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  await db.insert(events).values(
    Array.from({ length: 2000 }, (_, at) => ({
      groupId: group.id,
      authorId: viewer.id,
      name: `Event ${at}`,
      time,
      applicationDeadline: time,
    })),
  );
  await db.execute(sql`analyze events`);
});

afterAll(async () => {
  await database.close();
});

/** The generic plan of the prepared feed statement, run with a viewer's values. */
function genericPlan(): Promise<string> {
  const window = feedWindowOf({ limit: 10, skip: 0 });
  const scope = { viewerId };
  const query = eventsInWindowQuery(database.db, scope, window, bindPlaceholders).toSQL();
  return genericPlanOf(database, query, placeholderValues(feedParamsOf(scope, window)));
}

describe('the feed events statement', () => {
  it('reads the newest events per group through the feed index in its generic plan', async () => {
    const plan = await genericPlan();
    expect(plan).toMatch(/Index Scan using events_group_feed_idx on events/);
    expect(plan).not.toMatch(/Seq Scan on events|Bitmap Heap Scan on events/);
  });
});

describe('the prepared feed events statement', () => {
  it('is planned once: with the page size a constant it takes the generic plan', async () => {
    const window = feedWindowOf({ limit: 10, skip: 0 });
    const scope = { viewerId };
    const text = eventsInWindowQuery(
      database.db,
      scope,
      window,
      preparedBindOf(window).bind,
    ).toSQL().sql;
    const plans = await genericPlansAfter(
      database,
      (db) => listEventsInWindow(db, scope, window),
      sql`statement = ${text}`,
    );
    expect(plans).toBeGreaterThan(0);
  });
});

describe('the prepared feed events search', () => {
  it('is planned once: a search takes the generic plan (decision 204)', async () => {
    const window = feedWindowOf({ limit: 10, skip: 0, search: 'event' });
    const scope = { viewerId };
    const bind = preparedBindOf(window).bind;
    const text = eventsInWindowQuery(database.db, scope, window, bind).toSQL().sql;
    const plans = await genericPlansAfter(
      database,
      (db) => listEventsInWindow(db, scope, window),
      sql`statement = ${text}`,
    );
    expect(plans).toBeGreaterThan(0);
  });
});
