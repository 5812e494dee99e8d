import type { CommentCursorParts, CommentItemType } from '@kozos/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { preparedFamily } from '../../content/prepared-queries';
import type { Db } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { itemColumnOf } from './comment-items.repository';
import { selectViews, toView, type CommentView, type ViewRow } from './comments.repository';

/** Where a page of a thread starts: its beginning, its end, or either side of a cursor. */
export type ThreadWindow =
  { from: 'start' } | { from: 'end' } | { from: 'after' | 'before'; cursor: CommentCursorParts };

const preparedPages = preparedFamily<ViewRow>('comment_page');

const key = sql`(${comments.threadCreatedAt}, ${comments.threadId}, ${comments.createdAt}, ${comments.id})`;
const cursorKey = sql`(${sql.placeholder('threadTime')}::timestamptz, ${sql.placeholder('threadId')}::uuid, ${sql.placeholder('time')}::timestamptz, ${sql.placeholder('id')}::uuid)`;
const order = [comments.threadCreatedAt, comments.threadId, comments.createdAt, comments.id];

/**
 * The statement of a page: the thread's keyset order (thread_created_at, thread_id, created_at,
 * id) read over the item kind's partial index, forwards from the start or after a cursor,
 * backwards from the end or before one. Every value is a placeholder, so each of the twelve
 * shapes (three item kinds × four windows) is one named statement per database (decision 195).
 */
function pageQuery(db: Db, type: CommentItemType, from: ThreadWindow['from']) {
  const conditions: SQL[] = [eq(itemColumnOf[type], sql.placeholder('itemId'))];
  if (from === 'after') conditions.push(sql`${key} > ${cursorKey}`);
  if (from === 'before') conditions.push(sql`${key} < ${cursorKey}`);
  const backwards = from === 'end' || from === 'before';
  return selectViews(db, sql.placeholder('viewerId'))
    .where(and(...conditions))
    .orderBy(...order.map((column) => (backwards ? desc(column) : asc(column))))
    .limit(sql.placeholder('limit'));
}

/**
 * A page of a thread, oldest first whichever way it was read, and whether the thread goes on
 * past it in the direction read (one row more than `limit` is asked for).
 */
export async function listThreadPage(
  db: Db,
  item: { type: CommentItemType; id: string },
  window: ThreadWindow,
  limit: number,
  viewerId: string,
): Promise<{ views: CommentView[]; more: boolean }> {
  const statement = preparedPages(db, `${item.type}_${window.from}`, (name) =>
    pageQuery(db, item.type, window.from).prepare(name),
  );
  const cursor =
    'cursor' in window
      ? {
          threadTime: window.cursor.threadTime.toISOString(),
          threadId: window.cursor.threadId,
          time: window.cursor.time.toISOString(),
          id: window.cursor.id,
        }
      : {};
  const rows = await statement.execute({ itemId: item.id, viewerId, limit: limit + 1, ...cursor });
  const views = rows.slice(0, limit).map(toView);
  if (window.from === 'end' || window.from === 'before') views.reverse();
  return { views, more: rows.length > limit };
}
