import { type NotificationCountResponse } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationKeys } from './api/keys';
import { flushPendingSeeAll } from './api/see-all-request';
import { liveState } from './live/live-state';

/** While the live stream is down, the badge asks every 30 s (decision 103). */
export const unreadPollMs = 30_000;

export async function fetchUnreadCount(): Promise<NotificationCountResponse> {
  await flushPendingSeeAll();
  return api.call(routes.getNotificationCount);
}

/**
 * Unseen notifications for the badges. The one place that knows where the count comes from:
 * the live stream (use-live-notifications.ts) writes it into this query as it changes; only
 * while the stream is not open does the badge fall back to asking.
 */
export function useUnreadCount(): number {
  const { isLoggedIn } = useSession();
  const live = useSyncExternalStore(liveState.subscribe, liveState.isOpen);
  const query = useQuery({
    queryKey: notificationKeys.count(),
    queryFn: fetchUnreadCount,
    enabled: isLoggedIn,
    refetchInterval: live ? false : unreadPollMs,
    refetchOnWindowFocus: live ? false : 'always',
    staleTime: live ? Infinity : 5_000,
  });
  return isLoggedIn ? (query.data?.count ?? 0) : 0;
}

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<NotificationCountResponse>(notificationKeys.count(), { count });
}

/** Opening one notification takes one off the badge at once (spec §4). */
export function decrementUnreadCount(queryClient: QueryClient): void {
  queryClient.setQueryData<NotificationCountResponse>(notificationKeys.count(), (current) =>
    current ? { count: Math.max(0, current.count - 1) } : current,
  );
}
