import type { CommentLiveEvent } from '@kozos/contract';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../identity/current-user';
import { notifyCoalescing } from '../../notifications/coalesce';
import type { LiveHub } from '../../notifications/live';
import { notify } from '../../notifications/notify';
import { displayNameOf } from '../../people/person-name';
import { listMemberIds } from '../groups';
import { findCommentItem, type CommentItem } from './comment-items.repository';
import { membersAmong } from './comment-members.repository';
import { findCommentById, type CommentRow } from './comments.repository';

export interface CommentEffects {
  /** After a comment is committed: its notifications (the item's author, the replied-to, the mentioned). */
  created(
    item: CommentItem,
    comment: CommentRow,
    mentioned: string[],
    author: CurrentUser,
  ): Promise<void>;
  /** After an edit added mentions. */
  mentionsAdded(
    item: CommentItem,
    comment: CommentRow,
    added: string[],
    author: CurrentUser,
  ): Promise<void>;
  /** After an admin hid a comment: its author is told why (COMMENT_HIDDEN). */
  hidden(item: CommentItem, comment: CommentRow, reason: string): Promise<void>;
  /** After any committed change: the live stream's `event: comment`. */
  changed(item: CommentItem, commentId: string, change: CommentLiveEvent['change']): Promise<void>;
}

/** Comments on one item, or replies to one comment, within this long are one notification. */
export const commentCoalescingMs = 10 * 60_000;

/** The screen of an item: where its notifications lead (the web opens the thread there). */
export function itemPathOf(item: Pick<CommentItem, 'type' | 'id'>): string {
  return `/${item.type}s/${item.id}`;
}

/*
 * What a committed comment sets off (issue 26, decision 171). Each person is told once per
 * comment, by the most specific kind: a mention, else a reply to their comment, else a comment
 * on their item; never of their own comment, and only while they are a member of the item's
 * group (someone who left cannot read the thread). Replies and comments on an item fold into
 * one unread notification per recipient within {@link commentCoalescingMs}; each mention is its
 * own. Every kind is switchable (decision 087) and reaches push and the digest as every
 * notification does.
 */
export function createCommentEffects(
  db: Db,
  live: Pick<LiveHub, 'commentChanged'>,
  coalescingMs = commentCoalescingMs,
): CommentEffects {
  async function tell(
    item: CommentItem,
    comment: CommentRow,
    mentioned: readonly string[],
    author: CurrentUser,
    withReplies: boolean,
  ): Promise<void> {
    const parent =
      withReplies && comment.parentId ? await findCommentById(db, comment.parentId) : undefined;
    const candidates = [...mentioned, item.authorId, ...(parent ? [parent.authorId] : [])];
    const members = await membersAmong(
      db,
      item.groupId,
      candidates.filter((id) => id !== author.id),
    );
    if (members.size === 0) return;
    const told = new Set<string>();
    const base = {
      userName: await displayNameOf(db, author.id),
      itemTitle: item.title,
      groupName: item.groupName,
    };
    const path = itemPathOf(item);
    const mentions = mentioned.filter((id) => members.has(id));
    mentions.forEach((id) => told.add(id));
    if (mentions.length > 0) {
      await notify(db, mentions, {
        type: 'MENTIONED_IN_COMMENT',
        variables: base,
        path: `${path}#comment-${comment.id}`,
      });
    }
    if (!withReplies) return;
    if (parent && members.has(parent.authorId) && !told.has(parent.authorId)) {
      told.add(parent.authorId);
      await notifyCoalescing(
        db,
        [parent.authorId],
        {
          type: 'REPLY_TO_YOUR_COMMENT',
          variables: { ...base, count: 1 },
          path: `${path}#comment-${parent.id}`,
        },
        coalescingMs,
      );
    }
    if (members.has(item.authorId) && !told.has(item.authorId)) {
      await notifyCoalescing(
        db,
        [item.authorId],
        {
          type: 'COMMENT_ON_YOUR_ITEM',
          variables: { ...base, count: 1 },
          path: `${path}#comments`,
        },
        coalescingMs,
      );
    }
  }

  return {
    created: (item, comment, mentioned, author) => tell(item, comment, mentioned, author, true),
    mentionsAdded: (item, comment, added, author) =>
      added.length === 0 ? Promise.resolve() : tell(item, comment, added, author, false),
    async hidden(item, comment, reason) {
      // Told even after leaving the group: it is about their own words.
      await notify(db, [comment.authorId], {
        type: 'COMMENT_HIDDEN',
        variables: { itemTitle: item.title, groupName: item.groupName, reason },
        path: `${itemPathOf(item)}#comment-${comment.id}`,
      });
    },
    async changed(item, commentId, change) {
      const members = await listMemberIds(db, item.groupId);
      // The count after the change rides along: open screens set it on the item's cards with
      // no request of their own (decision 211).
      const counted = await findCommentItem(db, item.type, item.id);
      await live.commentChanged(members, {
        itemType: item.type,
        itemId: item.id,
        commentId,
        change,
        ...(counted ? { commentCount: counted.commentCount } : {}),
      });
    },
  };
}
