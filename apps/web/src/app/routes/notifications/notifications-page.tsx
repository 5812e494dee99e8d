import { useTranslation } from 'react-i18next';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { PageHeading } from '../../layout/page-heading';

/** /notifications: newest first; unseen ones stand out until the screen is left. */
export function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <>
      {/* The test notification is a check, not the screen's main action: it lives in settings. */}
      <PageHeading title={t('notifications.title')} description={t('notifications.intro')} />
      <NotificationList />
    </>
  );
}
