import type { CommentCursorParts, CommentItemType, PhotoRef } from '@kozos/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminGroupIdsOf, groupMembers } from '../../access/group-members';
import { commentCountOf } from '../../content/comment-count';
import { avatarRefOf, personColumns } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { commentReports, comments } from '../../db/schema/comments';
import { events } from '../../db/schema/events';
import { groups } from '../../db/schema/groups';
import { offers } from '../../db/schema/offers';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';

export type CommentRow = typeof comments.$inferSelect;

/** The column that names an item of `type`. */
export const itemColumnOf = {
  post: comments.postId,
  offer: comments.offerId,
  event: comments.eventId,
} as const satisfies Record<CommentItemType, unknown>;

/** What a thread needs of its item: the group it lives in, who made it, what it is called. */
export interface CommentItem {
  type: CommentItemType;
  id: string;
  groupId: string;
  groupName: string;
  authorId: string;
  title: string;
  /** Comments under it, deleted markers left out (`commentCount`, the thread's `total`). */
  commentCount: number;
}

/** The item a thread hangs under, or undefined when it does not exist (any more). */
export async function findCommentItem(
  db: Db,
  type: CommentItemType,
  id: string,
): Promise<CommentItem | undefined> {
  const rows = await itemQuery(db, type, id);
  const row = rows[0];
  return row ? { type, id, ...row } : undefined;
}

function itemQuery(db: Db, type: CommentItemType, id: string) {
  switch (type) {
    case 'post':
      return db
        .select({
          groupId: posts.groupId,
          groupName: groups.name,
          authorId: posts.authorId,
          title: posts.title,
          commentCount: commentCountOf('post', posts.id),
        })
        .from(posts)
        .innerJoin(groups, eq(groups.id, posts.groupId))
        .where(eq(posts.id, id));
    case 'offer':
      return db
        .select({
          groupId: offers.groupId,
          groupName: groups.name,
          authorId: offers.dealerId,
          title: offers.productName,
          commentCount: commentCountOf('offer', offers.id),
        })
        .from(offers)
        .innerJoin(groups, eq(groups.id, offers.groupId))
        .where(eq(offers.id, id));
    case 'event':
      return db
        .select({
          groupId: events.groupId,
          groupName: groups.name,
          authorId: events.authorId,
          title: events.name,
          commentCount: commentCountOf('event', events.id),
        })
        .from(events)
        .innerJoin(groups, eq(groups.id, events.groupId))
        .where(eq(events.id, id));
  }
}

/** The item type and id of a stored comment. */
export function itemOf(row: Pick<CommentRow, 'postId' | 'offerId' | 'eventId'>): {
  type: CommentItemType;
  id: string;
} {
  if (row.postId) return { type: 'post', id: row.postId };
  if (row.offerId) return { type: 'offer', id: row.offerId };
  if (row.eventId) return { type: 'event', id: row.eventId };
  throw new Error('a comment without an item');
}

export async function findCommentById(db: Db, id: string): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

/**
 * A new comment. `now()` is the database's clock: a top-level comment starts its own thread
 * (its thread time and id are its own), a reply joins its parent's.
 */
export async function insertComment(
  db: Db,
  values: {
    id: string;
    groupId: string;
    item: { type: CommentItemType; id: string };
    parent: Pick<CommentRow, 'id' | 'threadCreatedAt'> | undefined;
    authorId: string;
    body: string;
    mentionIds: string[];
  },
): Promise<CommentRow> {
  const [row] = await db
    .insert(comments)
    .values({
      id: values.id,
      groupId: values.groupId,
      postId: values.item.type === 'post' ? values.item.id : null,
      offerId: values.item.type === 'offer' ? values.item.id : null,
      eventId: values.item.type === 'event' ? values.item.id : null,
      parentId: values.parent?.id ?? null,
      threadId: values.parent?.id ?? values.id,
      threadCreatedAt: values.parent ? values.parent.threadCreatedAt : sql`now()`,
      authorId: values.authorId,
      body: values.body,
      mentionIds: values.mentionIds,
      createdAt: sql`now()`,
    })
    .returning();
  if (!row) throw new Error('insert into comments returned nothing');
  return row;
}

export async function updateCommentBody(
  db: Db,
  id: string,
  body: string,
  mentionIds: string[],
): Promise<void> {
  await db
    .update(comments)
    .set({ body, mentionIds, editedAt: sql`now()` })
    .where(eq(comments.id, id));
}

/**
 * Removes a comment. A top-level comment with replies stays as a "deleted" marker (no text, no
 * mentions); otherwise the row goes, and a marker left without replies goes with its last one.
 */
export async function removeComment(db: Db, row: CommentRow): Promise<void> {
  if (row.parentId === null) {
    const [reply] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.parentId, row.id))
      .limit(1);
    if (reply) {
      await db
        .update(comments)
        .set({ body: '', mentionIds: [], deletedAt: sql`now()` })
        .where(eq(comments.id, row.id));
      return;
    }
    await db.delete(comments).where(eq(comments.id, row.id));
    return;
  }
  await db.delete(comments).where(eq(comments.id, row.id));
  await db
    .delete(comments)
    .where(
      and(
        eq(comments.id, row.parentId),
        isNotNull(comments.deletedAt),
        sql`not exists (select 1 from ${comments} r where r.parent_id = ${row.parentId})`,
      ),
    );
}

/** A comment with what the thread shows of its author and mentions. */
export interface CommentView {
  row: CommentRow;
  author: { id: string; name: string; username: string | null; avatar: PhotoRef | null };
  mentions: { id: string; name: string; username: string | null }[];
  /** The reader reported it already. */
  reportedByViewer: boolean;
}

// Most comments mention no one: they skip the look-up altogether.
const mentionsOf = sql<
  CommentView['mentions'] | null
>`case when cardinality(${comments.mentionIds}) = 0 then null else
  (select json_agg(json_build_object('id', m.id, 'name', m.name, 'username', m.username) order by m.username)
  from ${users} m where m.id = any(${comments.mentionIds})) end`;

function selectViews(db: Db, viewerId: string) {
  return db
    .select({
      row: comments,
      author: {
        id: users.id,
        name: users.name,
        username: users.username,
        avatar: avatarRefOf('users'),
      },
      mentions: mentionsOf,
      reportedByViewer: sql<boolean>`exists (select 1 from ${commentReports} where ${commentReports.commentId} = ${comments.id} and ${commentReports.reporterId} = ${viewerId})`,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId));
}

type ViewRow = {
  row: CommentRow;
  author: CommentView['author'];
  mentions: unknown;
  reportedByViewer: boolean;
};

function toView({ row, author, mentions, reportedByViewer }: ViewRow): CommentView {
  return {
    row,
    author,
    reportedByViewer,
    mentions: Array.isArray(mentions) ? (mentions as CommentView['mentions']) : [],
  };
}

export async function findCommentView(
  db: Db,
  id: string,
  viewerId: string,
): Promise<CommentView | undefined> {
  const [view] = await selectViews(db, viewerId).where(eq(comments.id, id));
  return view ? toView(view) : undefined;
}

/**
 * A page of a thread in its keyset order (thread_created_at, thread_id, created_at, id), read
 * over the item kind's index from just after `after`. One row more than `limit` tells whether a
 * next page exists.
 */
export async function listThreadPage(
  db: Db,
  item: { type: CommentItemType; id: string },
  after: CommentCursorParts | undefined,
  limit: number,
  viewerId: string,
): Promise<CommentView[]> {
  const column = itemColumnOf[item.type];
  const conditions: SQL[] = [eq(column, item.id)];
  if (after) {
    conditions.push(
      sql`(${comments.threadCreatedAt}, ${comments.threadId}, ${comments.createdAt}, ${comments.id}) > (${after.threadTime.toISOString()}::timestamptz, ${after.threadId}::uuid, ${after.time.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await selectViews(db, viewerId)
    .where(and(...conditions))
    .orderBy(
      asc(comments.threadCreatedAt),
      asc(comments.threadId),
      asc(comments.createdAt),
      asc(comments.id),
    )
    .limit(limit + 1);
  return rows.map(toView);
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Members of `groupId` who have a username, whose username or any word of whose name starts
 * with `q`, by username; at most `limit`.
 */
export async function listMentionable(
  db: Db,
  groupId: string,
  q: string,
  limit: number,
): Promise<{ id: string; name: string; username: string; avatar: PhotoRef | null }[]> {
  const members = groupMembers(db);
  const prefix = likePrefix(q.replace(/^@/, ''));
  const rows = await db
    .select(personColumns(users, 'users'))
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.groupId, groupId),
        isNotNull(users.username),
        isNull(users.deletedAt),
        sql`(lower(${users.username}) like ${prefix} or lower(${users.name}) like ${prefix} or lower(${users.name}) like ${`% ${prefix}`})`,
      ),
    )
    .orderBy(asc(users.username))
    .limit(limit);
  return rows.flatMap((row) => (row.username === null ? [] : [{ ...row, username: row.username }]));
}

/** The members of `groupId` among these usernames (any case). */
export async function findMembersByUsername(
  db: Db,
  groupId: string,
  usernames: readonly string[],
): Promise<{ id: string; username: string }[]> {
  if (usernames.length === 0) return [];
  const members = groupMembers(db);
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.groupId, groupId),
        inArray(
          sql`lower(${users.username})`,
          usernames.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return rows.flatMap((row) =>
    row.username === null ? [] : [{ id: row.id, username: row.username }],
  );
}

/** The ones of `userIds` who are members of `groupId` now. */
export async function membersAmong(
  db: Db,
  groupId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const members = groupMembers(db);
  const rows = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.groupId, groupId), inArray(members.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

/** Everything one wrote, for the data export: newest first, with the item it is under. */
export function listCommentsByAuthor(db: Db, userId: string) {
  return db
    .select({
      id: comments.id,
      postId: comments.postId,
      offerId: comments.offerId,
      eventId: comments.eventId,
      parentId: comments.parentId,
      group: groups.name,
      body: comments.body,
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .innerJoin(groups, eq(groups.id, comments.groupId))
    .where(eq(comments.authorId, userId))
    .orderBy(sql`${comments.createdAt} desc`);
}

export type CommentReportRow = typeof commentReports.$inferSelect;

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
  return row;
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
