import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { isAdminSince } from '../../access/group-members';
import type { Db } from '../../db/client';
import { accessCodes } from '../../db/schema/access-codes';
import { groups } from '../../db/schema/groups';
import { users } from '../../db/schema/users';
import { personColumns } from '../../content/photo-refs';

export type AccessCodeRow = typeof accessCodes.$inferSelect;

/*
 * Like a link (decision 014), a code lives only while its creator is an admin of the group
 * without a break since making it: leaving, being kicked or deleting the account ends it.
 */
const creatorStillAdmin = isAdminSince(
  accessCodes.groupId,
  accessCodes.createdBy,
  accessCodes.createdAt,
);

export async function insertAccessCode(
  db: Db,
  values: typeof accessCodes.$inferInsert,
): Promise<AccessCodeRow> {
  const [row] = await db.insert(accessCodes).values(values).returning();
  if (!row) throw new Error('insert into access_codes returned nothing');
  return row;
}

export async function findAccessCodeByHash(db: Db, codeHash: string) {
  const [row] = await db
    .select({ code: accessCodes, creatorIsAdmin: creatorStillAdmin })
    .from(accessCodes)
    .where(eq(accessCodes.codeHash, codeHash));
  return row;
}

/**
 * Takes one use in the statement that checks there is one left and that the code has not
 * expired, so two people entering the last use at once cannot both get it.
 */
export async function takeAccessCodeUse(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(accessCodes)
    .set({ useCount: sql`${accessCodes.useCount} + 1` })
    .where(
      and(
        eq(accessCodes.id, id),
        lt(accessCodes.useCount, accessCodes.maxUses),
        gt(accessCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: accessCodes.id });
  return rows.length > 0;
}

/** The codes of a group that still work, newest first, with their creators (the invite screen). */
export function listLiveAccessCodes(db: Db, groupId: string, now: Date) {
  return db
    .select({
      code: accessCodes,
      createdBy: personColumns(users, 'users'),
    })
    .from(accessCodes)
    .innerJoin(users, eq(users.id, accessCodes.createdBy))
    .where(
      and(
        creatorStillAdmin,
        eq(accessCodes.groupId, groupId),
        gt(accessCodes.expiresAt, now),
        lt(accessCodes.useCount, accessCodes.maxUses),
      ),
    )
    .orderBy(desc(accessCodes.createdAt), desc(accessCodes.id));
}

/** Revokes one code of a group; false when the group has no such code. */
export async function deleteAccessCode(db: Db, groupId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(accessCodes)
    .where(and(eq(accessCodes.groupId, groupId), eq(accessCodes.id, id)))
    .returning({ id: accessCodes.id });
  return rows.length > 0;
}

/** The codes one person made, oldest first, with their group's name (their data export). */
export function listAccessCodesMadeBy(db: Db, userId: string) {
  return db
    .select({
      group: groups.name,
      createdAt: accessCodes.createdAt,
      expiresAt: accessCodes.expiresAt,
      uses: accessCodes.useCount,
      maxUses: accessCodes.maxUses,
    })
    .from(accessCodes)
    .innerJoin(groups, eq(groups.id, accessCodes.groupId))
    .where(eq(accessCodes.createdBy, userId))
    .orderBy(accessCodes.createdAt, accessCodes.id);
}
