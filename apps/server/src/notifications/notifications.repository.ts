import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationType } from '@kozos/contract';
import type { Db } from '../db/client';
import { notificationOptOuts, notifications } from '../db/schema/notifications';
import { users } from '../db/schema/users';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<NotificationRow, 'userId' | 'type' | 'variables' | 'path'>;

/** One statement for any number of recipients. */
export async function insertNotifications(
  db: Db,
  rows: NewNotification[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

/** Of `userIds`, those who allow notifications outside the in-app list (push, live). */
export async function findUsersWithNotificationsEnabled(
  db: Db,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.isNotificationEnabled, true)));
  return new Set(rows.map((row) => row.id));
}

export function listNotificationsOfUser(
  db: Db,
  userId: string,
  page: { limit: number; skip: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.skip);
}

export async function countUnseenNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false)));
  return row?.count ?? 0;
}

/**
 * Marks the user's notifications seen; with `upToId`, only that one and those after it in the
 * list's order (newest first), so what arrived later stays unseen. An `upToId` that is not one
 * of the user's marks none: nothing of theirs is known to have been shown.
 */
export async function markAllNotificationsSeen(
  db: Db,
  userId: string,
  upToId?: string,
): Promise<void> {
  const upTo = upToId
    ? sql`exists (select 1 from ${notifications} shown
        where shown.id = ${upToId} and shown.user_id = ${userId}
        and (${notifications.createdAt}, ${notifications.id}) <= (shown.created_at, shown.id))`
    : undefined;
  await db
    .update(notifications)
    .set({ isSeen: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false), upTo));
}

/** False when the notification does not exist or is not the user's. */
export async function markNotificationSeen(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isSeen: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Every notification of a user, oldest first (their data export). */
export function listAllNotificationsOfUser(db: Db, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt, notifications.id);
}

/** Of `userIds`, those who turned notifications of `type` off (decision 087). */
export async function findOptedOut(
  db: Db,
  type: NotificationType,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationOptOuts.userId })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.type, type), inArray(notificationOptOuts.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

/** The kinds the user turned off. */
export async function listOptOuts(db: Db, userId: string): Promise<NotificationType[]> {
  const rows = await db
    .select({ type: notificationOptOuts.type })
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.userId, userId));
  return rows.map((row) => row.type);
}

/** Turns one kind off (a row) or on again (no row); repeating either changes nothing. */
export async function setOptOut(
  db: Db,
  userId: string,
  type: NotificationType,
  optedOut: boolean,
): Promise<void> {
  if (optedOut) {
    await db.insert(notificationOptOuts).values({ userId, type }).onConflictDoNothing();
  } else {
    await db
      .delete(notificationOptOuts)
      .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.type, type)));
  }
}
