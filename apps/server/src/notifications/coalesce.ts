import type { NotificationVariables } from '@kozos/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema/notifications';
import { userScope, writesTo } from '../db/write-scope';
import type { NotificationRow } from './notifications.repository';
import { deliverRows, storedVariables, withoutOptedOut } from './notify';

/** The kinds that count what they report (`count`) and so can fold several into one. */
export type CoalescingType = 'COMMENT_ON_YOUR_ITEM' | 'REPLY_TO_YOUR_COMMENT';

export type CoalescingInput = {
  [T in CoalescingType]: { type: T; variables: NotificationVariables<T>; path: string };
}[CoalescingType];

/**
 * Like `notify()`, but a recipient who still has an unread notification of the same type and
 * path from the last `windowMs` gets that one updated instead of a new one: its `count` grows
 * by this one's and the other variables become this one's (the latest commenter), so ten
 * comments in a burst are one card, "10 new comments on …" (issue 26, decision 171).
 *
 * Each recipient's check-and-write runs under a transaction-scoped advisory lock on
 * (recipient, type, path), so two comments at the same moment on several instances fold into
 * one row rather than racing to insert two. The window is judged by the database's clock.
 * Updated rows go to the delivery hooks like new ones (the live list replaces the card by id).
 */
export async function notifyCoalescing(
  db: Db,
  recipients: readonly string[],
  notification: CoalescingInput,
  windowMs: number,
): Promise<NotificationRow[]> {
  storedVariables(notification);
  const { type, path } = notification;
  const userIds = (await withoutOptedOut(db, type, [...new Set(recipients)])).sort();
  if (userIds.length === 0) return [];
  const rows = await writesTo(userIds.map(userScope), () =>
    db.transaction(async (tx) => {
      const written: NotificationRow[] = [];
      for (const userId of userIds) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`notify|${userId}|${type}|${path}`}))`,
        );
        const [open] = await tx
          .select({ id: notifications.id, variables: notifications.variables })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.type, type),
              eq(notifications.path, path),
              eq(notifications.isSeen, false),
              gt(notifications.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
            ),
          )
          .orderBy(desc(notifications.createdAt))
          .limit(1);
        const count = notification.variables.count + (open ? countOf(open.variables) : 0);
        const variables = storedVariables({
          ...notification,
          variables: { ...notification.variables, count },
        });
        const [row] = open
          ? await tx
              .update(notifications)
              .set({ variables })
              .where(eq(notifications.id, open.id))
              .returning()
          : await tx.insert(notifications).values({ userId, type, variables, path }).returning();
        if (row) written.push(row);
      }
      return written;
    }),
  );
  await deliverRows(db, rows);
  return rows;
}

/** The `count` of stored variables; a row that does not say counts as one. */
function countOf(json: string): number {
  try {
    const value: unknown = (JSON.parse(json) as { count?: unknown }).count;
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;
  } catch {
    return 1;
  }
}
