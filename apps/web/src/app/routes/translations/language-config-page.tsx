import { useTranslation } from 'react-i18next';
import { TranslationList } from '@/features/translations/components/translation-list';
import { TranslationToolbar } from '@/features/translations/components/translation-toolbar';
import { PageHeading } from '../../layout/page-heading';
import { SiteAdminsOnly } from '../site-admins-only';

/** /languageconfig: the translation editor of spec §2, for site administrators. */
export function LanguageConfigPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('translations.title')} description={t('translations.intro')} />
      <SiteAdminsOnly text={t('translations.admins_only')}>
        <div className="flex flex-col gap-6">
          <TranslationToolbar />
          <TranslationList />
        </div>
      </SiteAdminsOnly>
    </>
  );
}
