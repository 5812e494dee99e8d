import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminGroupIdsOf } from '../../access/group-members';
import { avatarRefOf } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { commentReports, comments } from '../../db/schema/comments';
import { groups } from '../../db/schema/groups';
import { users } from '../../db/schema/users';

/* Reports of comments (decision 172): what members report and what the group's admins resolve. */

/** A report of a comment (the table also holds reports of posts, offers and events: 205). */
export type CommentReportRow = typeof commentReports.$inferSelect & { commentId: string };

/** A new report; undefined when this reporter reported this comment already. */
export async function insertReport(
  db: Db,
  values: { groupId: string; commentId: string; reporterId: string; reason: string; text: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(commentReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: commentReports.id });
  return row?.id;
}

export async function findReportById(db: Db, id: string): Promise<CommentReportRow | undefined> {
  const [row] = await db.select().from(commentReports).where(eq(commentReports.id, id));
  return row?.commentId ? { ...row, commentId: row.commentId } : undefined;
}

const reporter = alias(users, 'reporter');
const commentAuthor = alias(users, 'comment_author');

/** Reports with their reporter, group and comment, newest first. */
export function listReports(
  db: Db,
  filter: {
    /** Only the groups this user is an admin of; every group when left out (site administrator). */
    adminId?: string;
    groupId?: string;
    status?: string;
    id?: string;
  },
  page: { limit: number; skip: number },
) {
  const conditions: (SQL | undefined)[] = [
    filter.adminId
      ? inArray(commentReports.groupId, adminGroupIdsOf(db, filter.adminId))
      : undefined,
    filter.groupId ? eq(commentReports.groupId, filter.groupId) : undefined,
    filter.status ? eq(commentReports.status, filter.status) : undefined,
    filter.id ? eq(commentReports.id, filter.id) : undefined,
  ];
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
      comment: comments,
      author: {
        id: commentAuthor.id,
        name: commentAuthor.name,
        username: commentAuthor.username,
        avatar: avatarRefOf('comment_author'),
      },
    })
    .from(commentReports)
    .innerJoin(reporter, eq(reporter.id, commentReports.reporterId))
    .innerJoin(groups, eq(groups.id, commentReports.groupId))
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .innerJoin(commentAuthor, eq(commentAuthor.id, comments.authorId))
    .where(and(...conditions))
    .orderBy(desc(commentReports.createdAt), desc(commentReports.id))
    .limit(page.limit)
    .offset(page.skip);
}

export type ReportView = Awaited<ReturnType<typeof listReports>>[number];

/**
 * Resolves a report. Hiding hides the comment and resolves every open report of it as hidden;
 * dismissing resolves this one report.
 */
export async function resolveReport(
  db: Db,
  report: CommentReportRow,
  resolution: { status: 'hidden'; reason: string } | { status: 'dismissed' },
): Promise<void> {
  if (resolution.status === 'hidden') {
    await db
      .update(comments)
      .set({ hiddenAt: sql`now()`, hiddenReason: resolution.reason })
      .where(eq(comments.id, report.commentId));
    await db
      .update(commentReports)
      .set({ status: 'hidden', resolvedAt: sql`now()` })
      .where(
        and(
          eq(commentReports.commentId, report.commentId),
          sql`(${commentReports.status} = 'open' or ${commentReports.id} = ${report.id})`,
        ),
      );
    return;
  }
  await db
    .update(commentReports)
    .set({ status: 'dismissed', resolvedAt: sql`now()` })
    .where(eq(commentReports.id, report.id));
}
