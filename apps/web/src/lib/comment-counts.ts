import type { QueryClient } from '@tanstack/react-query';
import { rootKeys } from './query-keys';

/** The roots whose queries may show an item's `commentCount`: feeds and each kind's lists and pages. */
const countRoots = [rootKeys.feed, rootKeys.posts, rootKeys.offers, rootKeys.events];

/**
 * `value` with `commentCount` set to `count` on every object whose `id` is `itemId`, or `value`
 * itself when there was none: a query holding the item re-renders, the others keep their data.
 */
function withCount(value: unknown, itemId: string, count: number): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry) => {
      const updated = withCount(entry, itemId, count);
      if (updated !== entry) changed = true;
      return updated;
    });
    return changed ? next : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.id === itemId && typeof record.commentCount === 'number') {
    return record.commentCount === count ? value : { ...record, commentCount: count };
  }
  let next: Record<string, unknown> | undefined;
  for (const [key, entry] of Object.entries(record)) {
    const updated = withCount(entry, itemId, count);
    if (updated !== entry) (next ??= { ...record })[key] = updated;
  }
  return next ?? value;
}

/**
 * The live `comment` event's count written into every cached card and page of the item (issue 26,
 * decision 211): no request at all, however many cards are on screen, and the same count after
 * the event arrives twice or after one's own refetch.
 */
export function setCommentCount(queryClient: QueryClient, itemId: string, count: number): void {
  for (const queryKey of countRoots) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) =>
      data === undefined ? data : withCount(data, itemId, count),
    );
  }
}
