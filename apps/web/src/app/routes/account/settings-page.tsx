import { useTranslation } from 'react-i18next';
import { SubscriptionPanel } from '@/features/calendar/components/subscription-panel';
import { TestNotificationButton } from '@/features/notifications/components/test-notification-button';
import { PushStatus } from '@/features/notifications/push/push-status';
import { usePushRegistration } from '@/features/notifications/push/use-push-registration';
import { useCurrentUser } from '@/lib/current-user';
import { AccountLinks } from '@/features/settings/components/account-links';
import { useHasDealers } from '@/features/producers/api/producers';
import { DistributorSettings, ProducerSettings } from '@/features/settings/components/role-details';
import { RoleSetting } from '@/features/settings/components/role-settings';
import { DisplaySettings } from '@/features/settings/components/display-settings';
import { NotificationSettings } from '@/features/settings/components/notification-settings';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { PageHeading } from '../../layout/page-heading';
import { ThemeSwitch } from '../../layout/theme-switch';
import { HelpAndAdminSection, MyDataSection } from './settings-extras';

export function SettingsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const push = usePushRegistration();
  const hasDealers = useHasDealers();
  // Each role sees its own section only (issue 23.10): a consumer has no offer reports to set.
  const producer = me.primeRole === 'producer' || hasDealers;
  return (
    <>
      <PageHeading title={t('nav.settings')} description={t('settings.intro')} />
      <div className="flex flex-col gap-5">
        <ProfileForm />
        <RoleSetting />
        {producer && <ProducerSettings />}
        {me.primeRole === 'distributor' && <DistributorSettings />}
        <DisplaySettings themeSwitch={<ThemeSwitch />} />
        <NotificationSettings
          testAction={<TestNotificationButton />}
          onEnable={() => void push.enable()}
          pushStatus={<PushStatus push={push} enabled={me.isNotificationEnabled} />}
        />
        <SubscriptionPanel />
        <MyDataSection />
        <HelpAndAdminSection />
        <AccountLinks />
      </div>
    </>
  );
}
