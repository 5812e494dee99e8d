import type { CommentItemType, PhotoRef } from '@kozos/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { avatarRefOf } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { commentReports, comments } from '../../db/schema/comments';
import { groups } from '../../db/schema/groups';
import { users } from '../../db/schema/users';

/* Threads (decision 170): comments, their keyset pages, and what each shows of its author. */

export type CommentRow = typeof comments.$inferSelect;

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

/** The thread's view of comments; `viewerId` a value or a placeholder. */
export function selectViews(db: Db, viewerId: unknown) {
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

export type ViewRow = {
  row: CommentRow;
  author: CommentView['author'];
  mentions: unknown;
  reportedByViewer: boolean;
};

export function toView({ row, author, mentions, reportedByViewer }: ViewRow): CommentView {
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
