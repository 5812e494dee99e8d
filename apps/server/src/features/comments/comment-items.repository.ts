import type { CommentItemType } from '@kozos/contract';
import { eq, sql } from 'drizzle-orm';
import { viewerRoleIn, type GroupRole } from '../../access/group-access';
import { commentCountOf } from '../../content/comment-count';
import { preparedFamily } from '../../content/prepared-queries';
import type { Db } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { events } from '../../db/schema/events';
import { groups } from '../../db/schema/groups';
import { offers } from '../../db/schema/offers';
import { posts } from '../../db/schema/posts';

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
  /** Hidden by an admin (decision 205): its thread is then its author's alone. */
  hiddenAt: Date | null;
}

/** Where each item kind keeps what a thread needs of it. */
const itemSources = {
  post: {
    table: posts,
    id: posts.id,
    groupId: posts.groupId,
    authorId: posts.authorId,
    hiddenAt: posts.hiddenAt,
    title: posts.title,
  },
  offer: {
    table: offers,
    id: offers.id,
    groupId: offers.groupId,
    authorId: offers.dealerId,
    hiddenAt: offers.hiddenAt,
    title: offers.productName,
  },
  event: {
    table: events,
    id: events.id,
    groupId: events.groupId,
    authorId: events.authorId,
    hiddenAt: events.hiddenAt,
    title: events.name,
  },
} as const satisfies Record<CommentItemType, unknown>;

const preparedItems = preparedFamily<Omit<CommentItem, 'type' | 'id'>>('comment_item');
const preparedReaderItems = preparedFamily<
  Omit<CommentItem, 'type' | 'id'> & { role: GroupRole | null }
>('comment_item_reader');

/** What a thread needs of its item, as columns. */
function itemFields(type: CommentItemType) {
  const source = itemSources[type];
  return {
    groupId: source.groupId,
    groupName: groups.name,
    authorId: source.authorId,
    title: source.title,
    hiddenAt: source.hiddenAt,
    commentCount: commentCountOf(type, source.id),
  };
}

/** The item a thread hangs under, or undefined when it does not exist (any more). */
export async function findCommentItem(
  db: Db,
  type: CommentItemType,
  id: string,
): Promise<CommentItem | undefined> {
  // One named statement per item kind (decision 195).
  const statement = preparedItems(db, type, (name) => {
    const source = itemSources[type];
    return db
      .select(itemFields(type))
      .from(source.table)
      .innerJoin(groups, eq(groups.id, source.groupId))
      .where(eq(source.id, sql.placeholder('id')))
      .prepare(name);
  });
  const [row] = await statement.execute({ id });
  return row ? { type, id, ...row } : undefined;
}

/**
 * Where every comment route starts: the item, with the caller's role in its group (null: not a
 * member) in the same statement.
 */
export async function findCommentItemFor(
  db: Db,
  type: CommentItemType,
  id: string,
  userId: string,
): Promise<{ item: CommentItem; role: GroupRole | null } | undefined> {
  const statement = preparedReaderItems(db, type, (name) => {
    const source = itemSources[type];
    return db
      .select({ ...itemFields(type), role: viewerRoleIn(groups.id) })
      .from(source.table)
      .innerJoin(groups, eq(groups.id, source.groupId))
      .where(eq(source.id, sql.placeholder('id')))
      .prepare(name);
  });
  const [row] = await statement.execute({ id, userId });
  if (!row) return undefined;
  const { role, ...item } = row;
  return { item: { type, id, ...item }, role };
}

/** The item type and id of a stored comment. */
export function itemOf(row: {
  postId: string | null;
  offerId: string | null;
  eventId: string | null;
}): {
  type: CommentItemType;
  id: string;
} {
  if (row.postId) return { type: 'post', id: row.postId };
  if (row.offerId) return { type: 'offer', id: row.offerId };
  if (row.eventId) return { type: 'event', id: row.eventId };
  throw new Error('a comment without an item');
}
