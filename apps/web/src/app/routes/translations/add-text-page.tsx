import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddTextForm } from '@/features/translations/components/add-text-form';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';
import { SiteAdminsOnly } from '../site-admins-only';

/** /addtext?key=: adds a translation constant (spec §2), for site administrators. */
export function AddTextPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <BackLink to="/languageconfig" label={t('translations.back_to_editor')} />
      <PageHeading title={t('translations.add_title')} description={t('translations.add_intro')} />
      <SiteAdminsOnly text={t('translations.admins_only')}>
        <AddTextForm initialKey={params.get('key') ?? ''} />
      </SiteAdminsOnly>
    </>
  );
}
