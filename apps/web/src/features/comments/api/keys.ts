import type { CommentItemType } from '@kozos/contract';
import { commentThreadKey, rootKeys } from '@/lib/query-keys';

/** Query keys of comments; a comment mutation also invalidates its item's type and the feeds. */
export const commentKeys = {
  all: rootKeys.comments,
  thread: (itemType: CommentItemType, itemId: string) => commentThreadKey(itemType, itemId),
  mentionable: (itemType: CommentItemType, itemId: string, query: string) =>
    [...rootKeys.comments, 'mentionable', itemType, itemId, query] as const,
};

/** The root whose queries show an item of this type (and its comment count). */
export const itemRootKeys: Record<CommentItemType, readonly string[]> = {
  post: rootKeys.posts,
  offer: rootKeys.offers,
  event: rootKeys.events,
};
