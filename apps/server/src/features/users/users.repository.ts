import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

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

/** A live (not deleted) account. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
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
