import { useTranslation } from 'react-i18next';
import { JoinByCodeForm } from '@/features/access-codes/components/join-by-code-form';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from './back-link';

/** /groups/join ("Enter group", spec §2 help texts): join a group with its access code. */
export function JoinGroupPage() {
  const { t } = useTranslation();
  return (
    <>
      <BackLink to="/groups" label={t('access_codes.back_to_groups')} />
      <PageHeading
        title={t('access_codes.join_title')}
        description={t('access_codes.join_intro')}
      />
      <JoinByCodeForm />
    </>
  );
}
