import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { NotificationCountResponse } from '@kozos/contract';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationKeys } from './api/keys';

/** Until live updates (SSE) arrive, the badge asks every 30 s and whenever the window regains focus. */
export const unreadPollMs = 30_000;

export function fetchUnreadCount(): Promise<NotificationCountResponse> {
  return api.get<NotificationCountResponse>('Notification/Count');
}

/**
 * Unseen notifications for the badges. The one place that knows where the count comes from,
 * so live delivery can replace polling here without touching the navs.
 */
export function useUnreadCount(): number {
  const { isLoggedIn } = useSession();
  const query = useQuery({
    queryKey: notificationKeys.count(),
    queryFn: fetchUnreadCount,
    enabled: isLoggedIn,
    refetchInterval: unreadPollMs,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
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
