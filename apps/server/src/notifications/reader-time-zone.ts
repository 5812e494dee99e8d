import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';

/** Where no browser of the reader has told its zone: the circles this app is made for. */
export const defaultReaderTimeZone = 'Europe/Budapest';

/**
 * The zone a mail shows times in for `userId` (digests, producer reports): the one their most
 * recently registered browser told with its push subscription (decision 102), else the default.
 * An unknown zone is caught where the time is formatted (notification-texts.ts).
 */
export async function readerTimeZone(db: Db, userId: string): Promise<string> {
  const [lastBrowser] = await db
    .select({ options: pushSubscriptions.options })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(1);
  const { timeZone } = JSON.parse(lastBrowser?.options ?? '{}') as { timeZone?: unknown };
  return typeof timeZone === 'string' && timeZone ? timeZone : defaultReaderTimeZone;
}
