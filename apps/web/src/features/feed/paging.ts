import { feedCursorOf, type FeedItem } from '@kozos/contract';

/**
 * Decision 015: the next page starts strictly after the last item seen (`before` cursor), so
 * posts added between pages neither repeat nor shift an item. A page shorter than the limit,
 * or an empty one, is the last.
 */
export function nextFeedCursor(lastPage: readonly FeedItem[], limit: number): string | undefined {
  const last = lastPage.at(-1);
  if (!last || lastPage.length < limit) return undefined;
  return feedCursorOf(last);
}
