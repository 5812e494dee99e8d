import { and, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { groups, memberships } from '../db/schema/groups';
import { forbidden, notFound } from '../errors';
import type { CurrentUser } from '../identity/current-user';

/*
 * Who may do what in a group (spec §6). A group that does not exist is 404; one that exists but
 * the caller does not belong to is 403, so nobody reads anything of a group they are not in.
 * The site-wide admin flag gives no rights inside groups. Every feature may import this module;
 * it imports no feature, so checking access never couples one feature to another.
 */

export interface GroupAccess {
  group: typeof groups.$inferSelect;
  membership: typeof memberships.$inferSelect;
}

/** The group and the viewer's membership of it (null when not a member), in one statement. */
const groupAndMembership = preparedPerDb((db) =>
  db
    .select({ group: groups, membership: memberships })
    .from(groups)
    .leftJoin(
      memberships,
      and(eq(memberships.groupId, groups.id), eq(memberships.userId, sql.placeholder('userId'))),
    )
    .where(eq(groups.id, sql.placeholder('groupId')))
    .prepare('group_access'),
);

export async function requireGroupMember(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
): Promise<GroupAccess> {
  const [row] = await groupAndMembership(db).execute({ groupId, userId: viewer.id });
  if (!row) throw notFound();
  const { group, membership } = row;
  if (!membership) throw forbidden();
  return { group, membership };
}

/**
 * The caller's role in a group, as a column of a statement that finds the group through
 * something in it (a comment's item): one round trip instead of two (issue 26's thread pages).
 * The caller's id is the statement's `userId` placeholder. `requireRole` applies the rule of
 * `requireGroupMember` to what came back: no role, 403.
 */
export const viewerRoleIn = (groupId: AnyPgColumn) =>
  sql<GroupRole | null>`(select case when ${memberships.isAdmin} then 'admin' else 'member' end from ${memberships} where ${memberships.groupId} = ${groupId} and ${memberships.userId} = ${sql.placeholder('userId')})`;

export type GroupRole = 'admin' | 'member';

export function requireRole(role: GroupRole | null): { isGroupAdmin: boolean } {
  if (!role) throw forbidden();
  return { isGroupAdmin: role === 'admin' };
}

/** Editing, inviting, promoting, kicking and deleting are for the group's admins. */
export async function requireGroupAdmin(
  db: Db,
  viewer: CurrentUser,
  groupId: string,
): Promise<GroupAccess> {
  const access = await requireGroupMember(db, viewer, groupId);
  if (!access.membership.isAdmin) throw forbidden();
  return access;
}

/** Whether two users are members of at least one common group (contact-detail privacy). */
export async function sharesGroup(db: Db, userId: string, otherId: string): Promise<boolean> {
  const other = alias(memberships, 'other');
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(other, eq(other.groupId, memberships.groupId))
    .where(and(eq(memberships.userId, userId), eq(other.userId, otherId)))
    .limit(1);
  return rows.length > 0;
}
