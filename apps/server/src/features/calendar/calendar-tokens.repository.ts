import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarTokens } from '../../db/schema/calendar';
import { users } from '../../db/schema/users';

export type CalendarTokenRow = typeof calendarTokens.$inferSelect;

export async function findTokenOfUser(
  db: Db,
  userId: string,
): Promise<CalendarTokenRow | undefined> {
  const [row] = await db.select().from(calendarTokens).where(eq(calendarTokens.userId, userId));
  return row;
}

/** Replaces the user's token: the old address stops working in the same statement. */
export async function replaceToken(
  db: Db,
  values: { userId: string; token: string; tokenHash: string },
): Promise<CalendarTokenRow> {
  const [row] = await db
    .insert(calendarTokens)
    .values(values)
    .onConflictDoUpdate({
      target: calendarTokens.userId,
      set: { token: values.token, tokenHash: values.tokenHash, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('insert into calendar_tokens returned nothing');
  return row;
}

export async function deleteToken(db: Db, userId: string): Promise<void> {
  await db.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
}

/** The live account a token hash belongs to, with its language (the feed's texts). */
export async function findSubscriber(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; language: 'hu' | 'en' } | undefined> {
  const [row] = await db
    .select({ userId: users.id, language: users.language })
    .from(calendarTokens)
    .innerJoin(users, eq(users.id, calendarTokens.userId))
    // An account deleted since (decision 013: the row stays, anonymized) subscribes to nothing.
    .where(and(eq(calendarTokens.tokenHash, tokenHash), isNull(users.deletedAt)));
  return row;
}
