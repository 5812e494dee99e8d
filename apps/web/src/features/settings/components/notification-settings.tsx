import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { useCurrentUser } from '@/lib/current-user';
import { useSaveSetting } from '../api/save-setting';
import { DigestSetting } from './digest-setting';
import { NotificationSwitches } from './notification-switches';
import { SettingRow } from './setting-row';
import { SettingsSection } from './settings-section';

interface NotificationSettingsProps {
  /** The test notification, below the switches as a small extra. */
  testAction?: ReactNode;
  /** Called from the click that turns notifications on (push permission is asked there). */
  onEnable?: () => void;
  /** What push does on this device, shown under the notifications switch. */
  pushStatus?: ReactNode;
}

/** The switches, with the page's push status and test button around them. */
export function NotificationSettings({
  testAction,
  onEnable,
  pushStatus,
}: NotificationSettingsProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { save, saving } = useSaveSetting();
  return (
    <SettingsSection title={t('settings.notifications')}>
      <div className="-my-3 divide-y divide-border">
        <SettingRow
          label={t('settings.notifications_switch')}
          hint={t('settings.notifications_hint')}
        >
          <Switch
            checked={me.isNotificationEnabled}
            disabled={saving}
            onCheckedChange={(checked) => {
              save({ isNotificationEnabled: checked });
              if (checked) onEnable?.();
            }}
          />
        </SettingRow>
        {pushStatus && <div className="py-3">{pushStatus}</div>}
        <DigestSetting notificationsOn={me.isNotificationEnabled} />
        <NotificationSwitches />
      </div>
      {testAction && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border pt-3">
          {testAction}
          <span className="text-xs text-muted-foreground">{t('settings.test_hint')}</span>
        </div>
      )}
    </SettingsSection>
  );
}
