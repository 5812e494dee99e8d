import { rootKeys } from '@/lib/query-keys';

export interface FeedFilters {
  search?: string;
  tags?: readonly string[];
}

/** Query keys of the feeds; post mutations invalidate `rootKeys.feed` (all of them). */
export const feedKeys = {
  all: rootKeys.feed,
  home: (filters: FeedFilters) => [...feedKeys.all, 'home', filters] as const,
  group: (id: string, filters: FeedFilters) => [...feedKeys.all, 'group', id, filters] as const,
  user: (id: string, filters: FeedFilters) => [...feedKeys.all, 'user', id, filters] as const,
};
