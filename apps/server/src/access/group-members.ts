import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships } from '../db/schema/groups';

/*
 * Membership as the features' queries need it (decision 030): who belongs to which group, as
 * subqueries and conditions to put inside a feature's own statement, so a list, a reminder or a
 * lock asks the same question the access checks in group-access.ts ask. Only access/ (and the
 * groups feature, which keeps the memberships) reads the memberships table: lint holds it.
 */

/** A group id or user id inside a statement: a column, an SQL expression or a value. */
type Operand = SQLWrapper | string;

/** The ids of the groups `userId` belongs to (`groupId`), for `inArray` or a union. */
export function groupIdsOf(db: Db, userId: Operand) {
  return db
    .select({ groupId: memberships.groupId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
}

/** The ids of the groups `userId` is an admin of (`groupId`), for `inArray`. */
export function adminGroupIdsOf(db: Db, userId: string) {
  return db
    .select({ groupId: memberships.groupId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.isAdmin, true)));
}

/** Every member of every group (`groupId`, `userId`), to join the members of an item's group. */
export function groupMembers(db: Db) {
  return db
    .select({ groupId: memberships.groupId, userId: memberships.userId })
    .from(memberships)
    .as('group_members');
}

/** Whether `userId` belongs to `groupId`: a primary-key lookup inside the statement. */
export function isMember(groupId: Operand, userId: Operand): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${memberships} where ${memberships.groupId} = ${groupId} and ${memberships.userId} = ${userId})`;
}

/**
 * Whether `userId` has been an admin of `groupId` without a break since `since`: a link or an
 * access code lives only so long (decision 014). Leaving, being kicked or deleting the account
 * ends the membership, and a later return is a new membership, younger than the link.
 */
export function isAdminSince(groupId: Operand, userId: Operand, since: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${memberships} where ${and(
    sql`${memberships.groupId} = ${groupId}`,
    sql`${memberships.userId} = ${userId}`,
    eq(memberships.isAdmin, true),
    sql`${memberships.createdAt} <= ${since}`,
  )})`;
}

/**
 * Whether `userId` belongs to `groupId`, holding the membership row until the transaction ends:
 * a kick or a leave at the same moment waits for the caller's change, or the change sees the
 * membership gone (decision 081).
 */
export async function lockMembership(db: Db, groupId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId)))
    .for('share');
  return rows.length > 0;
}
