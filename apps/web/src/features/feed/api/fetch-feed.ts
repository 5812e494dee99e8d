import type { FeedItem } from '@kozos/contract';
import type { CursorPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';
import type { FeedFilters } from './keys';

/** One feed page after the keyset cursor of decision 015 (`feedCursorOf(lastItem)`). */
export type FetchFeedPage = (request: CursorPageRequest) => Promise<FeedItem[]>;

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
