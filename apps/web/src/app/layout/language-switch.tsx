import { useTranslation } from 'react-i18next';
import type { Language } from '@kozos/contract';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { changeLanguage, currentLanguage } from '@/lib/i18n';

/** A radiogroup named "Language" with radios English and Magyar; switches at once. */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl<Language>
      label={t('language.label')}
      value={currentLanguage(i18n)}
      onValueChange={(language) => {
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
