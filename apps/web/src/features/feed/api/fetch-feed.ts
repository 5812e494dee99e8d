import { type FeedItem } from '@kozos/contract';
import { routes } from '@/lib/routes';
import type { CursorPageRequest } from '@/components/ui/paged-list';
import { api } from '@/lib/api-client';
import type { FeedFilters } from './keys';

/** One feed page after the keyset cursor of decision 015 (`feedCursorOf(lastItem)`). */
export type FetchFeedPage = (request: CursorPageRequest) => Promise<FeedItem[]>;

/** A feed endpoint: `Feed`, or `Group/{id}/Feed` and `User/{id}/Feed` with their id. */
export type FeedSource =
  | { route: typeof routes.getFeed }
  | { route: typeof routes.getGroupFeed | typeof routes.getUserFeed; id: string };

/** One page of a feed endpoint, newest first. */
export function feedPageFetcher(source: FeedSource, filters: FeedFilters = {}): FetchFeedPage {
  return ({ before, limit }) => {
    const query = {
      limit,
      before,
      search: filters.search?.trim() || undefined,
      tags: filters.tags && filters.tags.length > 0 ? filters.tags : undefined,
    };
    return 'id' in source
      ? api.call(source.route, { params: { id: source.id }, query })
      : api.call(source.route, { query });
  };
}

export const homeFeed: FeedSource = { route: routes.getFeed };
export const groupFeed = (id: string): FeedSource => ({ route: routes.getGroupFeed, id });
export const userFeed = (id: string): FeedSource => ({ route: routes.getUserFeed, id });
