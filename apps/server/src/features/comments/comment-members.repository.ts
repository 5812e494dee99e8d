import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PhotoRef } from '@kozos/contract';
import { groupMembers } from '../../access/group-members';
import { personColumns } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

/* The group's members as comments meet them: the @ list, mentions resolved, who is still in. */

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Members of `groupId` who have a username, whose username or any word of whose name starts
 * with `q`, by username; at most `limit`.
 */
export async function listMentionable(
  db: Db,
  groupId: string,
  q: string,
  limit: number,
): Promise<{ id: string; name: string; username: string; avatar: PhotoRef | null }[]> {
  const members = groupMembers(db);
  const prefix = likePrefix(q.replace(/^@/, ''));
  const rows = await db
    .select(personColumns(users, 'users'))
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.groupId, groupId),
        isNotNull(users.username),
        isNull(users.deletedAt),
        sql`(lower(${users.username}) like ${prefix} or lower(${users.name}) like ${prefix} or lower(${users.name}) like ${`% ${prefix}`})`,
      ),
    )
    .orderBy(asc(users.username))
    .limit(limit);
  return rows.flatMap((row) => (row.username === null ? [] : [{ ...row, username: row.username }]));
}

/** The members of `groupId` among these usernames (any case). */
export async function findMembersByUsername(
  db: Db,
  groupId: string,
  usernames: readonly string[],
): Promise<{ id: string; username: string }[]> {
  if (usernames.length === 0) return [];
  const members = groupMembers(db);
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.groupId, groupId),
        inArray(
          sql`lower(${users.username})`,
          usernames.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return rows.flatMap((row) =>
    row.username === null ? [] : [{ id: row.id, username: row.username }],
  );
}

/** The ones of `userIds` who are members of `groupId` now. */
export async function membersAmong(
  db: Db,
  groupId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const members = groupMembers(db);
  const rows = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.groupId, groupId), inArray(members.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}
