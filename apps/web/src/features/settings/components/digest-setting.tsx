import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { useDigestSetting, useSaveDigestSetting } from '../api/digest-setting';
import { SettingRow } from './setting-row';

/**
 * The daily summary mail of unseen notifications (decision 104). It goes out only while
 * notifications are on, so the switch waits for them.
 */
export function DigestSetting({ notificationsOn }: { notificationsOn: boolean }) {
  const { t } = useTranslation();
  const digest = useDigestSetting();
  const save = useSaveDigestSetting();
  return (
    <SettingRow
      label={t('settings.digest_switch')}
      hint={t(notificationsOn ? 'settings.digest_hint' : 'settings.digest_needs_notifications')}
    >
      <Switch
        checked={digest.data?.enabled ?? false}
        disabled={!notificationsOn || !digest.data || save.isPending}
        onCheckedChange={(enabled) => save.mutate({ enabled })}
      />
    </SettingRow>
  );
}
