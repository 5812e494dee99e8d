import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { buildGroupsTestApp, call, createGroup, createLinkToken, ok } from '../../test/groups';
import { bearer, createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createComment } from '../../test/comments';
import { createEvent } from '../../test/events';
import { createOffer } from '../../test/market';
import { createPost } from '../../test/posts';

/*
 * A group's content goes with it through foreign keys (decision 031), so groups need not know the
 * content tables. The tables are found in the catalogue, not listed here: a new table that points
 * at groups is checked as soon as it exists, and the set-up below must give it a row.
 */

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let kicked = 0;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
});
afterAll(async () => {
  await t.close();
});

interface GroupReference {
  table: string;
  column: string;
}

/** Both drivers answer `{ rows }`. */
async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Every column of every table with a foreign key to `groups`. */
function referencesToGroups(db: Db): Promise<GroupReference[]> {
  return rowsOf<GroupReference>(
    db,
    sql`
    select cl.relname as "table", att.attname as "column"
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
    where con.contype = 'f' and con.confrelid = 'groups'::regclass
    order by 1, 2`,
  );
}

/** How many rows of each referencing table point at the group, as `table.column: n`. */
async function rowsPointingAt(db: Db, groupId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await referencesToGroups(db)) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${groupId}`,
    );
    counts[`${table}.${column}`] = row?.n ?? -1;
  }
  return counts;
}

/**
 * A group of two with content of every kind that exists: posts, an offer, both invitations, an
 * access code, a token, and the kick of a third person.
 */
async function groupWithContent(admin: TestUser, member?: TestUser): Promise<string> {
  kicked += 1;
  const leaver = await createUser(t, { username: `kicked${kicked}`, name: 'Kicked' });
  const group = await createGroup(t, admin, { members: member ? [member, leaver] : [leaver] });
  const post = await createPost(t, admin, group.id, { title: 'Körtefa', tags: 'system.warning' });
  // A comment of the one kicked below, reported by the admin.
  const comment = await createComment(t, leaver, { type: 'post', id: post.id }, 'Hol?');
  await ok(t, admin, 'POST', `/api/Comment/${comment.id}/Report`, { reason: 'spam' });
  await ok(t, admin, 'POST', '/api/Membership/Kick', { groupId: group.id, userId: leaver.id });
  if (member) await createPost(t, member, group.id, { title: 'Almafa' });
  await createOffer(t, admin, group.id, { product: { name: 'Körtelekvár' } });
  // A repeated event, one of whose occurrences is deleted (its tombstone points at the group).
  const series = await createEvent(t, admin, group.id, {
    repeat: { frequency: 'weekly', timeZone: 'Europe/Budapest', count: 3 },
  });
  await ok(t, admin, 'DELETE', `/api/Event/${series.id}`);
  await createLinkToken(t, admin, group.id);
  await ok(t, admin, 'POST', `/api/AccessCode/${group.id}`, { uses: 5 });
  // An address without an account: an e-mail invitation and its activation token.
  await ok(t, admin, 'POST', `/api/Invitation/${group.id}/Email`, {
    email: `new-${group.id}@example.org`,
  });
  return group.id;
}

function expectContentEverywhere(counts: Record<string, number>): void {
  expect(Object.keys(counts)).toEqual(
    expect.arrayContaining([
      'activation_tokens.group_id',
      'comment_reports.group_id',
      'comments.group_id',
      'email_invitations.group_id',
      'event_tombstones.group_id',
      'events.group_id',
      'group_kicks.group_id',
      'link_invitations.group_id',
      'memberships.group_id',
      'offers.group_id',
      'posts.group_id',
    ]),
  );
  for (const [reference, count] of Object.entries(counts)) {
    expect(count, `the set-up gives ${reference} no row: add one`).toBeGreaterThan(0);
  }
}

describe('deleting a group with its content', () => {
  it('leaves no row pointing at the group when its last admin deletes it', async () => {
    const groupId = await groupWithContent(anna, bela);
    expectContentEverywhere(await rowsPointingAt(t.database.db, groupId));
    expect((await call(t, anna, 'DELETE', `/api/Group/${groupId}`)).statusCode).toBe(200);
    const left = await rowsPointingAt(t.database.db, groupId);
    expect(
      Object.values(left).every((count) => count === 0),
      JSON.stringify(left),
    ).toBe(true);
    const feed = await ok<unknown[]>(t, bela, 'GET', '/api/Feed');
    expect(feed).toEqual([]);
  });

  it('leaves no row pointing at a group whose only member deletes the account', async () => {
    const cili = await createUser(t, { username: 'cili', name: 'Cili' });
    const groupId = await groupWithContent(cili);
    expectContentEverywhere(await rowsPointingAt(t.database.db, groupId));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/Delete',
      headers: bearer(cili.token),
      payload: { password: cili.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const left = await rowsPointingAt(t.database.db, groupId);
    expect(
      Object.values(left).every((count) => count === 0),
      JSON.stringify(left),
    ).toBe(true);
  });
});
