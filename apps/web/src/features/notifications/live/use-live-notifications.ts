import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { setCommentCount } from '@/lib/comment-counts';
import { commentThreadKey } from '@/lib/query-keys';
import { getSessionToken, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { notificationKeys } from '../api/keys';
import { notificationText } from '../notification-text';
import { setUnreadCount } from '../use-unread-count';
import { openLiveStream } from './live-connection';
import { liveState } from './live-state';

/**
 * Mounted once by the signed-in layout: keeps the tab's live stream open, writes the unread
 * count into the badge's query, refreshes the notification list, and shows a new notification
 * as a toast (spec §9: 5000 ms) while the tab is in front — the service worker leaves the system
 * notification out then; a `comment` event refetches that thread if it is open and sets its item's count on the cards
 * (issue 26).
 */
export function useLiveNotifications(): void {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';

  useEffect(() => {
    const token = getSessionToken();
    if (!isLoggedIn || !token) return;
    const close = openLiveStream(token, {
      count: (count) => setUnreadCount(queryClient, count),
      notification: ({ notification }) => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
        if (document.visibilityState !== 'visible') return;
        toast({
          title: t('notifications.live_toast_title'),
          description: notificationText(notification, t, (date) =>
            formatDateTime(date, dateFormat),
          ),
        });
      },
      // Only a thread on screen refetches; a closed one is simply stale when it opens again.
      // The count on the item's cards is written in place (decision 211).
      comment: ({ itemType, itemId, commentCount }) => {
        if (commentCount !== undefined) setCommentCount(queryClient, itemId, commentCount);
        void queryClient.invalidateQueries({ queryKey: commentThreadKey(itemType, itemId) });
      },
      connected: (open) => liveState.set(open),
    });
    return () => {
      close();
      liveState.set(false);
    };
  }, [isLoggedIn, queryClient, t, dateFormat]);
}
