import { useTranslation } from 'react-i18next';
import { primeRoles, type PrimeRole } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useCurrentUser } from '@/lib/current-user';
import { useSaveSetting } from '../api/save-setting';
import { SettingsSection } from './settings-section';

/**
 * The prime role asked at onboarding, changeable later (issue 23.6): it decides which of the
 * role's own sections the page shows. A choice saves at once, like the other choices.
 */
export function RoleSetting() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { save, saving } = useSaveSetting();
  return (
    <SettingsSection title={t('settings.role')} description={t('settings.role_text')}>
      <FormField label={t('settings.role_label')}>
        <Select
          value={me.primeRole ?? undefined}
          placeholder={t('settings.role_none')}
          onValueChange={(role) => save({ primeRole: role as PrimeRole })}
          disabled={saving}
          options={primeRoles.map((role) => ({
            value: role,
            label: t(`onboarding.role.${role}`),
          }))}
          className="max-w-72"
        />
      </FormField>
    </SettingsSection>
  );
}
