import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { useNotificationSwitches, useSaveNotificationSwitch } from '../api/notification-switches';
import { SettingRow } from './setting-row';

/**
 * One switch per notification kind a user may turn off (decision 087). Off means none at all:
 * no card, push or digest line, so it does not wait for the general switch.
 */
export function NotificationSwitches() {
  const { t } = useTranslation();
  const switches = useNotificationSwitches();
  const save = useSaveNotificationSwitch();
  return (
    <>
      {(switches.data ?? []).map(({ type, enabled }) => (
        <SettingRow
          key={type}
          label={t(`settings.notification_switch.${type}`)}
          hint={t(`settings.notification_switch_hint.${type}`)}
        >
          <Switch
            checked={enabled}
            disabled={save.isPending}
            onCheckedChange={(checked) => save.mutate({ type, enabled: checked })}
          />
        </SettingRow>
      ))}
    </>
  );
}
