import { useTranslation } from 'react-i18next';
import type { Language } from '@kozos/contract';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { changeLanguage, currentLanguage } from '@/lib/i18n';

interface LanguageSwitchProps {
  /** Told after the switch (e.g. to save the choice on the user too). */
  onChange?: (language: Language) => void;
  /** Replaces the immediate switch (the signed-in panel saves first, then reloads). */
  onSelect?: (language: Language) => void;
  disabled?: boolean;
}

/** A radiogroup named "Language" with radios English and Magyar; switches at once. */
export function LanguageSwitch({ onChange, onSelect, disabled }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl<Language>
      label={t('language.label')}
      value={currentLanguage(i18n)}
      disabled={disabled}
      onValueChange={(language) => {
        if (onSelect) return onSelect(language);
        void changeLanguage(i18n, language);
        onChange?.(language);
      }}
      options={[
        { value: 'en', label: t('language.en'), lang: 'en' },
        { value: 'hu', label: t('language.hu'), lang: 'hu' },
      ]}
    />
  );
}
