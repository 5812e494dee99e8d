import type { FeedItemType } from '@kozos/contract';
import { and, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commentReports } from '../../db/schema/comments';
import { events } from '../../db/schema/events';
import { groups } from '../../db/schema/groups';
import { notifications } from '../../db/schema/notifications';
import { offers } from '../../db/schema/offers';
import { posts } from '../../db/schema/posts';

/** A reported post, offer or event: enough to authorize, tell its author and hide it. */
export interface ReportedItem {
  type: FeedItemType;
  id: string;
  groupId: string;
  groupName: string;
  authorId: string;
  title: string;
  hiddenAt: Date | null;
  /** A repeated event's series: hiding one occurrence hides them all (decision 205). */
  seriesId: string | null;
}

export const reportColumnOf = {
  post: commentReports.postId,
  offer: commentReports.offerId,
  event: commentReports.eventId,
} as const;

export async function findReportedItem(
  db: Db,
  type: FeedItemType,
  id: string,
): Promise<ReportedItem | undefined> {
  const [row] = await itemQuery(db, type, id);
  return row ? { type, id, ...row } : undefined;
}

function itemQuery(db: Db, type: FeedItemType, id: string) {
  const table = { post: posts, offer: offers, event: events }[type];
  const columns = {
    post: { authorId: posts.authorId, title: posts.title, seriesId: sql<null>`null` },
    offer: { authorId: offers.dealerId, title: offers.productName, seriesId: sql<null>`null` },
    event: { authorId: events.authorId, title: events.name, seriesId: events.seriesId },
  }[type];
  return db
    .select({
      groupId: table.groupId,
      groupName: groups.name,
      hiddenAt: table.hiddenAt,
      ...columns,
    })
    .from(table)
    .innerJoin(groups, eq(groups.id, table.groupId))
    .where(eq(table.id, id));
}

/** A new report; undefined when this reporter reported this item already. */
export async function insertItemReport(
  db: Db,
  item: ReportedItem,
  values: { reporterId: string; reason: string; text: string },
): Promise<string | undefined> {
  const itemColumn = { post: 'postId', offer: 'offerId', event: 'eventId' } as const;
  const [row] = await db
    .insert(commentReports)
    .values({ ...values, groupId: item.groupId, [itemColumn[item.type]]: item.id })
    .onConflictDoNothing()
    .returning({ id: commentReports.id });
  return row?.id;
}

/**
 * Hides the item (a series' every occurrence) and resolves every open report of it as hidden,
 * with the one acted on. Notifications others were sent about it go (the in-app list and the
 * digest read them later; pushes went when they were written, before any report): the users
 * who lost one are returned, for their unread count.
 */
export async function hideReportedItem(
  db: Db,
  item: ReportedItem,
  reportId: string,
  hide: { reason: string; by: string },
): Promise<string[]> {
  const set = { hiddenAt: sql`now()`, hiddenReason: hide.reason, hiddenBy: hide.by };
  const ids = await hideRows(db, item, set);
  await db
    .update(commentReports)
    .set({ status: 'hidden', resolvedAt: sql`now()` })
    .where(
      and(
        inArray(reportColumnOf[item.type], ids),
        or(eq(commentReports.status, 'open'), eq(commentReports.id, reportId)),
      ),
    );
  const told = await db
    .delete(notifications)
    .where(
      and(
        ne(notifications.userId, item.authorId),
        or(...ids.map((id) => like(notifications.path, `/${item.type}s/${id}%`))),
      ),
    )
    .returning({ userId: notifications.userId });
  return [...new Set(told.map((row) => row.userId))];
}

async function hideRows(
  db: Db,
  item: ReportedItem,
  set: { hiddenAt: ReturnType<typeof sql>; hiddenReason: string; hiddenBy: string },
): Promise<string[]> {
  switch (item.type) {
    case 'post':
      await db.update(posts).set(set).where(eq(posts.id, item.id));
      return [item.id];
    case 'offer':
      await db.update(offers).set(set).where(eq(offers.id, item.id));
      return [item.id];
    case 'event': {
      const rows = await db
        .update(events)
        .set(set)
        .where(item.seriesId ? eq(events.seriesId, item.seriesId) : eq(events.id, item.id))
        .returning({ id: events.id });
      return rows.map((row) => row.id);
    }
  }
}
