import { z } from 'zod';
import { ListQuery } from './api';
import { PostResponse } from './posts';

/*
 * Spec §3 Feed item: `{ id, type, data }`, `type` one of `feedItemTypes` (enums.ts). A discriminated union on `type`, so the web app's
 * `switch (item.type)` is exhaustive. Offers and events join by adding their member to
 * `FeedItem` below (and a source on the server); nothing else changes.
 */
export const PostFeedItem = z.object({
  id: z.string(),
  type: z.literal('post'),
  data: PostResponse,
});
export type PostFeedItem = z.infer<typeof PostFeedItem>;

export const FeedItem = z.discriminatedUnion('type', [PostFeedItem]);
export type FeedItem = z.infer<typeof FeedItem>;

/** `<creationTime>|<id>` of the last item seen: the next page starts strictly after it. */
export const FeedCursor = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z\|[0-9a-f-]{36}$/i, {
    message: 'invalid_cursor',
  });

/** The cursor that continues a feed after `item` (decision 015). */
export function feedCursorOf(item: { id: string; data: { creationTime: string } }): string {
  return `${item.data.creationTime}|${item.id}`;
}

/**
 * Spec §7 list query for feeds (no `sortBy`: feeds are newest first). Paging is stable while
 * items arrive in either of two ways (decision 015): `before`, a keyset cursor from the last
 * item, or `skip` together with `until`, the creationTime of the first item of the first page.
 * `tags` keeps items that carry every listed tag.
 */
export const FeedQuery = ListQuery.omit({ sortBy: true, order: true }).extend({
  before: FeedCursor.optional(),
  until: z.iso.datetime().optional(),
});
export type FeedQuery = z.infer<typeof FeedQuery>;
