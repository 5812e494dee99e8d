import { notificationPageSize } from '@kozos/contract';
import { InfiniteList } from '@/components/ui/infinite-list';
import { fetchNotificationPage } from '../api/list-notifications';
import { notificationKeys } from '../api/keys';
import { useSeeAllOnLeave } from '../use-see-all-on-leave';
import { NotificationCard } from './notification-card';

/** Newest first, 20 a page; leaving the screen marks them all seen. */
export function NotificationList() {
  useSeeAllOnLeave();
  return (
    <InfiniteList
      queryKey={notificationKeys.lists()}
      fetchPage={fetchNotificationPage}
      pageSize={notificationPageSize}
      getKey={(notification) => notification.id}
      renderItem={(notification) => <NotificationCard notification={notification} />}
    />
  );
}
