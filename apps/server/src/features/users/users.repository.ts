import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { groupIdsOf } from '../../access/group-members';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { offers, posts, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'username'
    | 'language'
    | 'dateFormat'
    | 'currency'
    | 'company'
    | 'phone'
    | 'isOfferReportEnabled'
    | 'isNotificationEnabled'
    | 'primeRole'
    | 'tags'
  >
>;

const liveUserById = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare('user_by_id'),
);

/** A live (not deleted) account. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await liveUserById(db).execute({ id });
  return row;
}

/** Usernames are unique regardless of case (the users_username_lower_key index). */
export async function isUsernameTaken(
  db: Db,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  const sameName = sql`lower(${users.username}) = lower(${username})`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(sameName, ne(users.id, exceptUserId)) : sameName)
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}

/**
 * The groups where a person's name is shown: those they belong to and those holding their
 * posts (which stay after they leave). Locks the person's row first, for the caller's
 * transaction: joining a group or posting checks that row (a key-share lock), so none can slip
 * in between this answer and the caller's commit (decision 043).
 */
export async function lockUserAndListShownIn(tx: Db, id: string): Promise<string[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  const rows = await union(
    groupIdsOf(tx, id),
    tx.select({ groupId: posts.groupId }).from(posts).where(eq(posts.authorId, id)),
    // Offers name their dealer and their producer, and stay after either leaves the group.
    tx.select({ groupId: offers.groupId }).from(offers).where(eq(offers.dealerId, id)),
    tx.select({ groupId: offers.groupId }).from(offers).where(eq(offers.producerId, id)),
  );
  return rows.map((row) => row.groupId);
}
