import type { FeedItem } from '@kozos/contract';
import { api } from '@/lib/api-client';
import type { FeedFilters } from './keys';

export interface FeedPageRequest {
  /** The keyset cursor of decision 015: `feedCursorOf(lastItem)`, none for the first page. */
  before: string | undefined;
  limit: number;
}

export type FetchFeedPage = (request: FeedPageRequest) => Promise<FeedItem[]>;

/** One page of a feed endpoint (`Feed`, `Group/{id}/Feed`, `User/{id}/Feed`), newest first. */
export function feedPageFetcher(path: string, filters: FeedFilters = {}): FetchFeedPage {
  return ({ before, limit }) =>
    api.get<FeedItem[]>(path, {
      limit,
      before,
      search: filters.search?.trim() || undefined,
      tags: filters.tags && filters.tags.length > 0 ? filters.tags : undefined,
    });
}

export const homeFeedPath = 'Feed';
export const groupFeedPath = (id: string) => `Group/${encodeURIComponent(id)}/Feed`;
export const userFeedPath = (id: string) => `User/${encodeURIComponent(id)}/Feed`;
