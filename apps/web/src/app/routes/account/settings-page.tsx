import { useTranslation } from 'react-i18next';
import { TestNotificationButton } from '@/features/notifications/components/test-notification-button';
import { AccountLinks } from '@/features/settings/components/account-links';
import { DetailsForm } from '@/features/settings/components/details-form';
import { DisplaySettings } from '@/features/settings/components/display-settings';
import { NotificationSettings } from '@/features/settings/components/notification-settings';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { PageHeading } from '../../layout/page-heading';
import { ThemeSwitch } from '../../layout/theme-switch';

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('nav.settings')} description={t('settings.intro')} />
      <div className="flex flex-col gap-5">
        <ProfileForm />
        <DisplaySettings themeSwitch={<ThemeSwitch />} />
        <NotificationSettings testAction={<TestNotificationButton />} />
        <DetailsForm />
        <AccountLinks />
      </div>
    </>
  );
}
