import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { PageHeading } from '../../layout/page-heading';
import { BackToSettings } from './back-to-settings';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col">
      <BackToSettings />
      <PageHeading
        title={t('settings.change_password')}
        description={t('settings.change_password_text')}
      />
      <ChangePasswordForm />
    </div>
  );
}
