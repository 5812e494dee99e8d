import type { FeedItem } from '@kozos/contract';
import type { Db } from '../db/client';
import type { FeedScope, FeedWindow } from './feed-window';

/**
 * One kind of feed item (decision 032): its newest `window.count` items within the scope and
 * window, newest first (creationTime, then id, both descending), finished for the wire. Each
 * content feature exports one from its index.ts; registries.ts lists it for the feed, which merges
 * them and knows nothing else of any content type.
 */
export type FeedSource = (db: Db, scope: FeedScope, window: FeedWindow) => Promise<FeedItem[]>;
