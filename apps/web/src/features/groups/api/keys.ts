import type { GroupListQuery } from '@kozos/contract';
import { rootKeys } from '@/lib/query-keys';

export type GroupListFilters = Pick<GroupListQuery, 'search' | 'sortBy' | 'order'>;

/** Query keys of the groups feature: every mutation invalidates through these. */
export const groupKeys = {
  all: rootKeys.groups,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (filters: GroupListFilters) => [...groupKeys.lists(), filters] as const,
  details: () => [...groupKeys.all, 'detail'] as const,
  detail: (id: string) => [...groupKeys.details(), id] as const,
};
