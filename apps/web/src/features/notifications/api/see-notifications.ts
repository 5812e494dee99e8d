import { type NotificationResponse } from '@kozos/contract';
import { routes } from '@/lib/routes';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { decrementUnreadCount, setUnreadCount } from '../use-unread-count';
import { notificationKeys } from './keys';
import { forgetSeeAll, requestSeeAll } from './see-all-request';

type Pages = InfiniteData<NotificationResponse[], number>;

/** Marks loaded notifications seen in the cache (`id` one, or all of them). */
function markSeenInCache(queryClient: QueryClient, id?: string): void {
  queryClient.setQueriesData<Pages>({ queryKey: notificationKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.map((item) =>
              id === undefined || item.id === id ? { ...item, isSeen: true } : item,
            ),
          ),
        }
      : data,
  );
}

/** `PATCH /api/Notification/{id}/See`, with the badge decremented before the answer. */
export function useSeeNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.patchNotificationSee, { params: { id } }),
    onMutate: (id) => {
      decrementUnreadCount(queryClient);
      markSeenInCache(queryClient, id);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The newest notification on the screen: what a see-all marks up to. */
export function newestShownNotification(queryClient: QueryClient): string | undefined {
  for (const [, data] of queryClient.getQueriesData<Pages>({ queryKey: notificationKeys.lists() }))
    if (data?.pages[0]?.[0]) return data.pages[0][0].id;
  return undefined;
}

/**
 * `PATCH /api/Notification/SeeAll?upTo=` the newest shown; the badge resets to 0 at once
 * (spec §4). What arrived after the screen was drawn stays new. `keepalive` when the page itself
 * is going away (reload, tab closed): the request must outlive it.
 */
export async function seeAllNotifications(
  queryClient: QueryClient,
  {
    keepalive = false,
    upTo = newestShownNotification(queryClient),
  }: { keepalive?: boolean; upTo?: string } = {},
): Promise<void> {
  setUnreadCount(queryClient, 0);
  markSeenInCache(queryClient);
  // Nothing shown, nothing to mark.
  if (upTo !== undefined) {
    try {
      await requestSeeAll(upTo, { keepalive });
      forgetSeeAll(upTo); // delivered: the next page need not send it again
    } catch (error) {
      console.warn('Marking notifications seen failed', error);
    }
  }
  // What arrived meanwhile shows on the next visit and in the next count.
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
