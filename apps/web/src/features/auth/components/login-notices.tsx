import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { usePendingInvitation } from '@/shared/session/pending-invitation';

/** Query parameters the login screen explains; removed from the URL after signing in. */
export const noticeParams = ['verified', 'error', 'reset', 'deleted'] as const;

function errorText(error: string): string {
  if (error === 'INVALID_TOKEN' || error === 'invalid_token') return 'auth.notice.invalid_link';
  if (error === 'oauth') return 'auth.notice.oauth_failed';
  return 'auth.notice.sign_in_failed';
}

/**
 * "E-mail verified", "link expired", "password changed", "account deleted" after a redirect, and
 * a `/?inv=` link waiting for the visitor (its group is only shown once signed in).
 */
export function LoginNotices() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invitation = usePendingInvitation();
  const error = params.get('error');
  return (
    <>
      {invitation && (
        <Notice variant="success" icon={MailOpen} title={t('auth.notice.invitation_title')}>
          {t('auth.notice.invitation')}
        </Notice>
      )}
      {params.get('verified') === '1' && !error && (
        <Notice variant="success">{t('auth.notice.verified')}</Notice>
      )}
      {params.get('reset') === '1' && <Notice variant="success">{t('auth.notice.reset')}</Notice>}
      {params.get('deleted') === '1' && <Notice variant="info">{t('auth.notice.deleted')}</Notice>}
      {error && <Notice variant="error">{t(errorText(error))}</Notice>}
    </>
  );
}
