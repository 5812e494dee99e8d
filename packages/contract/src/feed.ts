import { z } from 'zod';
import { ListQuery } from './api';
import { validationMessages } from './messages';
import { EventResponse } from './events';
import { OfferResponse } from './offers';
import { PostResponse } from './posts';
import { text } from './text';
import { isFeedTime } from './feed-time';

export { isFeedTime };

/*
 * Spec §3 Feed item: `{ id, type, data }`, `type` one of `feedItemTypes` (enums.ts). A discriminated union on `type`, so the web app's
 * `switch (item.type)` is exhaustive. Offers and events join by adding their member to
 * `FeedItem` below (and a source on the server); nothing else changes.
 */
export const PostFeedItem = z.object({
  id: text(),
  type: z.literal('post'),
  data: PostResponse,
});
export type PostFeedItem = z.infer<typeof PostFeedItem>;

/** An event (issue 14): one card per event, or per series (its first remaining occurrence). */
export const EventFeedItem = z.object({
  id: text(),
  type: z.literal('event'),
  data: EventResponse,
});
export type EventFeedItem = z.infer<typeof EventFeedItem>;

/** An offer in the feeds (decision 073); `purchaseTime` only in the dealer's own feed. */
export const OfferFeedItem = z.object({
  id: text(),
  type: z.literal('offer'),
  data: OfferResponse,
});
export type OfferFeedItem = z.infer<typeof OfferFeedItem>;

export const FeedItem = z.discriminatedUnion('type', [PostFeedItem, OfferFeedItem, EventFeedItem]);
export type FeedItem = z.infer<typeof FeedItem>;

/**
 * A moment as the feeds page by: an ISO-8601 UTC time (`Z`, up to milliseconds) that names a real
 * date from year 1 on (`9999-99-99` and `0000-01-01` are refused: the database cannot compare
 * with them, decision 051).
 */
export const FeedTime = text().max(40).refine(isFeedTime, { message: validationMessages.invalid });

/** `<creationTime>|<id>` of the last item seen: the next page starts strictly after it. */
export const FeedCursor = text()
  .max(80)
  .refine((cursor) => parseFeedCursor(cursor) !== undefined, { message: 'invalid_cursor' });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The time and id of a cursor, or undefined when it is not one. */
export function parseFeedCursor(cursor: string): { time: Date; id: string } | undefined {
  const separator = cursor.indexOf('|');
  const time = cursor.slice(0, separator);
  const id = cursor.slice(separator + 1);
  if (separator < 0 || !isFeedTime(time) || !uuidPattern.test(id)) return undefined;
  return { time: new Date(time), id };
}

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
  until: FeedTime.optional(),
});
export type FeedQuery = z.infer<typeof FeedQuery>;
