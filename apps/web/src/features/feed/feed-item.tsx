import type { ReactNode } from 'react';
import type { FeedItem } from '@kozos/contract';

type ItemOf<T extends FeedItem['type']> = Extract<FeedItem, { type: T }>;

/**
 * One renderer per feed item type. Offers and events join the contract's `FeedItem` union;
 * this type then asks every feed for their renderer, and the switch below for their case.
 */
export type FeedRenderers = { [T in FeedItem['type']]: (data: ItemOf<T>['data']) => ReactNode };

/** A type this build does not know yet (a newer server): skipped, never a crash. */
function unknownItem(type: never): null {
  console.warn('Feed item of an unknown type skipped', type);
  return null;
}

/** The one place a feed item becomes a card: an exhaustive switch on `type`. */
export function renderFeedItem(item: FeedItem, renderers: FeedRenderers): ReactNode {
  // Destructured together, `data` narrows with `type`, and `type` is `never` once all are handled.
  const { type, data } = item;
  switch (type) {
    case 'post':
      return renderers.post(data);
    case 'offer':
      return renderers.offer(data);
    case 'event':
      return renderers.event(data);
    default:
      return unknownItem(type);
  }
}
