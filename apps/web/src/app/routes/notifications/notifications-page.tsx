import { useTranslation } from 'react-i18next';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { TestNotificationButton } from '@/features/notifications/components/test-notification-button';
import { PageHeading } from '../../layout/page-heading';

/** /notifications: newest first; unseen ones stand out until the screen is left. */
export function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t('notifications.title')}
        description={t('notifications.intro')}
        actions={<TestNotificationButton />}
      />
      <NotificationList />
    </>
  );
}
