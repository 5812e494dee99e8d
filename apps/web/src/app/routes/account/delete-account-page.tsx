import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteAccountForm } from '@/features/settings/components/delete-account-form';
import { clearSession } from '@/lib/session';
import { PageHeading } from '../../layout/page-heading';
import { BackToSettings } from './back-to-settings';

export function DeleteAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The server has already ended every session of the account: forget the token here.
  const onDeleted = () => {
    clearSession();
    void navigate('/?deleted=1', { replace: true });
  };
  return (
    <div className="flex flex-col">
      <BackToSettings />
      <PageHeading
        title={t('settings.delete_account')}
        description={t('settings.delete_account_text')}
      />
      <DeleteAccountForm onDeleted={onDeleted} />
    </div>
  );
}
