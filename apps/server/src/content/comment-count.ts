import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CommentItemType } from '@kozos/contract';
import { comments } from '../db/schema/comments';

const itemColumn = {
  post: comments.postId,
  offer: comments.offerId,
  event: comments.eventId,
} as const;

/**
 * `commentCount` of a card (issue 26), as a column of the statement that reads the item: a
 * correlated count over the thread's index, so a feed page costs no extra round trip per card.
 * Deleted markers are not counted.
 */
export function commentCountOf(type: CommentItemType, itemId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${comments} where ${itemColumn[type]} = ${itemId} and ${comments.deletedAt} is null)`;
}
