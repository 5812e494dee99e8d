import type { ReportKind } from '@kozos/contract';
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminGroupIdsOf } from '../../access/group-members';
import { avatarRefOf } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { commentReports, comments } from '../../db/schema/comments';
import { events } from '../../db/schema/events';
import { groups } from '../../db/schema/groups';
import { offers } from '../../db/schema/offers';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';

/*
 * Reports of every kind in one table (decision 205): each row names exactly one comment, post,
 * offer or event, so the review screen reads one newest-first list, left-joined to whichever
 * item it names.
 */

export type ReportRow = typeof commentReports.$inferSelect;

export const kindColumnOf = {
  comment: commentReports.commentId,
  post: commentReports.postId,
  offer: commentReports.offerId,
  event: commentReports.eventId,
} as const;

export function kindOf(row: ReportRow): ReportKind {
  if (row.commentId) return 'comment';
  if (row.postId) return 'post';
  if (row.offerId) return 'offer';
  return 'event';
}

export interface ReportFilter {
  /** Only the groups this user is an admin of; every group when left out (site administrator). */
  adminId?: string;
  groupId?: string;
  status?: string;
  kind?: ReportKind;
  id?: string;
}

function conditionsOf(db: Db, filter: ReportFilter): (SQL | undefined)[] {
  return [
    filter.adminId
      ? inArray(commentReports.groupId, adminGroupIdsOf(db, filter.adminId))
      : undefined,
    filter.groupId ? eq(commentReports.groupId, filter.groupId) : undefined,
    filter.status ? eq(commentReports.status, filter.status) : undefined,
    filter.kind ? isNotNull(kindColumnOf[filter.kind]) : undefined,
    filter.id ? eq(commentReports.id, filter.id) : undefined,
  ];
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(commentReports).where(eq(commentReports.id, id));
  return row;
}

/** How many reports match (the nav's count of open ones): one indexed count. */
export async function countReports(db: Db, filter: ReportFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(commentReports)
    .where(and(...conditionsOf(db, filter)));
  return row?.total ?? 0;
}

const reporter = alias(users, 'reporter');
const itemAuthor = alias(users, 'item_author');

/** Reports with their reporter, group and item, newest first. */
export function listReportViews(
  db: Db,
  filter: ReportFilter,
  page: { limit: number; skip: number },
) {
  return db
    .select({
      report: commentReports,
      reporter: {
        id: reporter.id,
        name: reporter.name,
        username: reporter.username,
        avatar: avatarRefOf('reporter'),
      },
      group: { id: groups.id, name: groups.name },
      comment: {
        postId: comments.postId,
        offerId: comments.offerId,
        eventId: comments.eventId,
        deletedAt: comments.deletedAt,
      },
      body: sql<string>`coalesce(${comments.body}, ${posts.title}, ${offers.productName}, ${events.name}, '')`,
      hidden: sql<boolean>`coalesce(${comments.hiddenAt}, ${posts.hiddenAt}, ${offers.hiddenAt}, ${events.hiddenAt}) is not null`,
      author: {
        id: itemAuthor.id,
        name: itemAuthor.name,
        username: itemAuthor.username,
        avatar: avatarRefOf('item_author'),
      },
    })
    .from(commentReports)
    .innerJoin(reporter, eq(reporter.id, commentReports.reporterId))
    .innerJoin(groups, eq(groups.id, commentReports.groupId))
    .leftJoin(comments, eq(comments.id, commentReports.commentId))
    .leftJoin(posts, eq(posts.id, commentReports.postId))
    .leftJoin(offers, eq(offers.id, commentReports.offerId))
    .leftJoin(events, eq(events.id, commentReports.eventId))
    .innerJoin(
      itemAuthor,
      eq(
        itemAuthor.id,
        sql`coalesce(${comments.authorId}, ${posts.authorId}, ${offers.dealerId}, ${events.authorId})`,
      ),
    )
    .where(and(...conditionsOf(db, filter)))
    .orderBy(desc(commentReports.createdAt), desc(commentReports.id))
    .limit(page.limit)
    .offset(page.skip);
}

export type ReportView = Awaited<ReturnType<typeof listReportViews>>[number];

/** Dismisses one report; the item stays. */
export async function dismissItemReport(db: Db, id: string): Promise<void> {
  await db
    .update(commentReports)
    .set({ status: 'dismissed', resolvedAt: sql`now()` })
    .where(eq(commentReports.id, id));
}
