import { and, count, eq, gte, inArray, ne, asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { NotificationRow } from '../notifications.repository';

/** The unread count of each user, in one query. */
export async function countUnseenOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, count: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.isSeen, false)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

export async function notificationsByIds(db: Db, ids: string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(notifications).where(inArray(notifications.id, ids));
}

/**
 * What a reconnecting tab may have missed since the notification it saw last: the user's rows
 * from a little before that one's time (a transaction that began earlier can commit later), the
 * one itself left out; the tab skips ids it already has. Oldest first, at most `limit`.
 */
export async function notificationsSince(
  db: Db,
  userId: string,
  lastId: string,
  limit: number,
): Promise<NotificationRow[]> {
  const [last] = await db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, lastId), eq(notifications.userId, userId)));
  if (!last) return [];
  const from = new Date(last.createdAt.getTime() - resumeMarginMs);
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        gte(notifications.createdAt, from),
        ne(notifications.id, lastId),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}

export const resumeMarginMs = 10_000;
