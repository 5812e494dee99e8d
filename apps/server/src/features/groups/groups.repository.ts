import type { PhotoRef } from '@kozos/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { avatarRefOf } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { groupKicks, groups, memberships } from '../../db/schema/groups';
import { users } from '../../db/schema/users';

export type GroupRow = typeof groups.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

export interface MemberRow {
  membershipId: string;
  isAdmin: boolean;
  joinedAt: Date;
  user: { id: string; name: string; username: string | null; avatar: PhotoRef | null };
}

const memberColumns = {
  membershipId: memberships.id,
  isAdmin: memberships.isAdmin,
  joinedAt: memberships.createdAt,
  user: {
    id: users.id,
    name: users.name,
    username: users.username,
    avatar: avatarRefOf('users'),
  },
};

/** Creates the group with its creator as the first admin, atomically. */
export async function insertGroupWithAdmin(
  db: Db,
  values: { name: string; description: string; createdBy: string },
): Promise<GroupRow> {
  return db.transaction(async (tx) => {
    const [group] = await tx.insert(groups).values(values).returning();
    if (!group) throw new Error('insert into groups returned nothing');
    await tx
      .insert(memberships)
      .values({ groupId: group.id, userId: values.createdBy, isAdmin: true });
    return group;
  });
}

/**
 * Locks the group row for the rest of the transaction. Inserting a membership takes a key-share
 * lock on the group (its foreign key), so nobody joins, leaves or is promoted while a rule such
 * as "the last admin" or "at most 2 members" is being checked and acted on.
 */
export async function lockGroup(tx: Db, id: string): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
  return row;
}

export async function updateGroup(
  db: Db,
  id: string,
  changes: { name?: string; description?: string },
): Promise<void> {
  await db
    .update(groups)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(groups.id, id));
}

/**
 * Deletes the group; everything that belongs to it goes with it through its foreign key
 * (`on delete cascade`, decision 031), so groups need not know the content tables. Notifications
 * already sent stay: they carry the group's name in their variables, not a reference.
 */
export async function deleteGroupRow(tx: Db, id: string): Promise<void> {
  await tx.delete(groups).where(eq(groups.id, id));
}

export async function findMembership(
  db: Db,
  groupId: string,
  userId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId)));
  return row;
}

export async function findMembershipById(db: Db, id: string): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return row;
}

/** Members of a group, admins first, then in the order they joined. */
export function listMembers(db: Db, groupId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.groupId, groupId))
    .orderBy(desc(memberships.isAdmin), asc(memberships.createdAt), asc(memberships.id));
}

export async function insertMembership(
  db: Db,
  values: { groupId: string; userId: string; isAdmin?: boolean },
): Promise<MembershipRow> {
  const [row] = await db.insert(memberships).values(values).returning();
  if (!row) throw new Error('insert into memberships returned nothing');
  return row;
}

export async function setMembershipAdmin(db: Db, id: string): Promise<void> {
  await db.update(memberships).set({ isAdmin: true }).where(eq(memberships.id, id));
}

export async function deleteMembership(db: Db, id: string): Promise<void> {
  await db.delete(memberships).where(eq(memberships.id, id));
}

/** Remembers a kick: links no longer let that user back in (decision 014). */
export async function recordKick(db: Db, groupId: string, userId: string): Promise<void> {
  await db
    .insert(groupKicks)
    .values({ groupId, userId })
    .onConflictDoUpdate({
      target: [groupKicks.groupId, groupKicks.userId],
      set: { kickedAt: sql`now()` },
    });
}

/** The user ids of a group's admins (notification recipients). */
export async function listAdminIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.isAdmin, true)));
  return rows.map((row) => row.userId);
}

export async function listMemberIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.groupId, groupId));
  return rows.map((row) => row.userId);
}

/**
 * Locks every group `userId` is a member of, in id order (so two deletions never deadlock),
 * the same row lock leave, kick and join take: nobody can leave, join or be kicked from those
 * groups until the caller's transaction ends.
 */
export async function lockGroupsOfUser(tx: Db, userId: string): Promise<void> {
  await tx
    .select({ id: groups.id })
    .from(groups)
    .where(
      inArray(
        groups.id,
        tx
          .select({ groupId: memberships.groupId })
          .from(memberships)
          .where(eq(memberships.userId, userId)),
      ),
    )
    .orderBy(groups.id)
    .for('update');
}

/**
 * Groups in which `userId` is the only admin while other members remain: leaving them would
 * leave the group without anyone to run it (spec §4).
 */
export async function findGroupsOnlyAdminedBy(db: Db, userId: string): Promise<string[]> {
  const others = sql`from ${memberships} as o where o.group_id = ${memberships.groupId} and o.user_id <> ${userId}`;
  const rows = await db
    .select({ groupId: memberships.groupId })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.isAdmin, true),
        sql`not exists (select 1 ${others} and o.is_admin)`,
        sql`exists (select 1 ${others})`,
      ),
    );
  return rows.map((row) => row.groupId);
}

/**
 * Removes every membership of a deleted account, and the groups it was the sole member of
 * (nobody could ever reach those again). Returns the ids of the groups it left.
 */
export async function deleteMembershipsOfUser(tx: Db, userId: string): Promise<string[]> {
  const left = await tx
    .delete(memberships)
    .where(eq(memberships.userId, userId))
    .returning({ groupId: memberships.groupId });
  const groupIds = left.map((row) => row.groupId);
  if (groupIds.length === 0) return [];
  const empty = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        inArray(groups.id, groupIds),
        sql`not exists (select 1 from ${memberships} as m where m.group_id = ${groups.id})`,
      ),
    );
  for (const group of empty) await deleteGroupRow(tx, group.id);
  return groupIds;
}

/** The groups a person belongs to, oldest membership first (their data export). */
export function listMembershipsOfUser(db: Db, userId: string) {
  return db
    .select({
      group: groups.name,
      description: groups.description,
      joinedAt: memberships.createdAt,
      isAdmin: memberships.isAdmin,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}
