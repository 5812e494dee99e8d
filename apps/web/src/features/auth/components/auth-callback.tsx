import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { exchangeSessionCookie } from '../api/session-token';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { AuthLink } from './auth-links';

/** Lands here from Google: trade the cookie for a token, then on to / (or /start). */
export function AuthCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // The exchange must run once even when StrictMode runs effects twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    exchangeSessionCookie().then(
      () => void navigate('/', { replace: true }),
      () => setFailed(true),
    );
  }, [navigate]);
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('auth.callback_title')} />
      {failed ? (
        <>
          <Notice variant="error">{t('auth.notice.oauth_failed')}</Notice>
          <p className="text-center text-sm">
            <AuthLink to="/">{t('auth.back_to_sign_in')}</AuthLink>
          </p>
        </>
      ) : (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
    </div>
  );
}
