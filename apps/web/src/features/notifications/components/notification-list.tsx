import { notificationPageSize } from '@kozos/contract';
import { offsetPaging, PagedList } from '@/components/ui/paged-list';
import { fetchNotificationPage } from '../api/list-notifications';
import { notificationKeys } from '../api/keys';
import { useSeeAllOnLeave } from '../use-see-all-on-leave';
import { NotificationCard } from './notification-card';

/** Newest first, 20 a page; leaving the screen marks them all seen. */
export function NotificationList() {
  useSeeAllOnLeave();
  return (
    <PagedList
      queryKey={notificationKeys.lists()}
      paging={offsetPaging}
      fetchPage={fetchNotificationPage}
      pageSize={notificationPageSize}
      getKey={(notification) => notification.id}
      renderItem={(notification) => <NotificationCard notification={notification} />}
    />
  );
}
