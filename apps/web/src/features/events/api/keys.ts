import { rootKeys } from '@/lib/query-keys';

export interface EventFilters {
  search?: string | undefined;
  tags?: readonly string[] | undefined;
  hidePast?: boolean;
  sortBy?: 'time' | 'creationTime' | 'name';
  order?: 'asc' | 'desc';
}

/** Query keys of events; every event mutation also invalidates the feed and the calendar. */
export const eventKeys = {
  all: rootKeys.events,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filters: EventFilters) => [...eventKeys.lists(), filters] as const,
  series: (seriesId: string) => [...eventKeys.all, 'series', seriesId] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: string) => [...eventKeys.details(), id] as const,
  /** Under the groups root: joining or leaving a group refreshes the picker. */
  groupChoices: () => [...rootKeys.groups, 'event-choices'] as const,
};
