import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormats, defaultDateFormat, type DateFormat, type Language } from '@kozos/contract';
import { FormField } from '@/components/ui/form-field';
import { RadioCards } from '@/components/ui/radio-cards';
import { Select } from '@/components/ui/select';
import { errorToastText } from '@/lib/api-client';
import { useCurrentUser, usePatchMe } from '@/lib/current-user';
import { formatDate } from '@/lib/dates';
import { changeLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSaveSetting } from '../api/save-setting';
import { saveLanguage } from '../language-reload';
import { SettingsSection } from './settings-section';

function LanguageSetting() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const patch = usePatchMe();
  const onChange = (value: string) => {
    const language = value as Language;
    saveLanguage(language, {
      patch: patch.mutateAsync,
      apply: (next) => changeLanguage(i18n, next),
    }).then(
      () => toast({ title: t('Saved') }),
      (error: unknown) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
    );
  };
  return (
    <FormField label={t('language.label')} hint={t('settings.language_hint')}>
      <Select
        value={me.language}
        onValueChange={onChange}
        disabled={patch.isPending}
        options={[
          { value: 'en', label: t('language.en') },
          { value: 'hu', label: t('language.hu') },
        ]}
        className="max-w-60"
      />
    </FormField>
  );
}

function DateFormatSetting() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { save, saving } = useSaveSetting();
  // A date whose day cannot be mistaken for a month shows the order of each format plainly.
  const sample = useMemo(() => new Date(new Date().getFullYear(), 11, 24), []);
  const options = dateFormats.map((format) => ({
    value: format,
    // The stored value stays YYYY/MM/DD; the label speaks the reader's language (ÉÉÉÉ/HH/NN).
    label: t(`settings.date_pattern.${format}`),
    description:
      format === defaultDateFormat
        ? t('settings.date_example_default', { date: formatDate(sample, format) })
        : t('settings.date_example', { date: formatDate(sample, format) }),
  }));
  return (
    <RadioCards<DateFormat>
      label={t('settings.date_format')}
      value={me.dateFormat || defaultDateFormat}
      options={options}
      columns={2}
      disabled={saving}
      // An empty setting means the default (spec §3), so choosing the default stores ''.
      onValueChange={(format) => save({ dateFormat: format === defaultDateFormat ? '' : format })}
    />
  );
}

/** Language, theme and date format; `themeSwitch` is the app's own theme control. */
export function DisplaySettings({ themeSwitch }: { themeSwitch: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.display')}>
      <LanguageSetting />
      <div className="max-w-60">{themeSwitch}</div>
      <DateFormatSetting />
    </SettingsSection>
  );
}
