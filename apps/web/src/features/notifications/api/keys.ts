import { rootKeys } from '@/lib/query-keys';

export const notificationKeys = {
  all: rootKeys.notifications,
  lists: () => [...notificationKeys.all, 'list'] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
};
