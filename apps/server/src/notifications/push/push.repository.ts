import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema';

export type NewPushSubscription = Pick<
  typeof pushSubscriptions.$inferInsert,
  'userId' | 'endpoint' | 'p256dh' | 'auth' | 'options'
>;

/**
 * Registers a browser's subscription for the user. The same endpoint registered again (the
 * 7-day refresh, or another account signing in on the same browser) is renewed and moves to
 * this user: a browser pushes for whoever registered it last.
 */
export async function upsertSubscription(db: Db, row: NewPushSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        options: row.options,
        createdAt: new Date(),
      },
    });
}

export async function hasSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return rows.length > 0;
}

/** The subscriptions of these users, with what their texts are rendered by (one query). */
export function subscriptionsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      options: pushSubscriptions.options,
      language: users.language,
      dateFormat: users.dateFormat,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(inArray(pushSubscriptions.userId, userIds), isNull(users.deletedAt)));
}

export async function deleteSubscription(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
