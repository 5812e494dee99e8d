import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthConfig } from '@/shared/session/auth-config';
import { useTeapot } from '../api/teapot';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { AuthLink } from './auth-links';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';
import { LoginNotices, noticeParams } from './login-notices';

/** Drops the one-off notice parameters so a reload after signing in does not repeat them. */
export function withoutNoticeParams(search: string): string {
  const params = new URLSearchParams(search);
  noticeParams.forEach((name) => params.delete(name));
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Shown in place of any app path while logged out, so the URL stays and the visitor lands
 * where they wanted once signed in.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const { googleEnabled } = useAuthConfig();
  const location = useLocation();
  const navigate = useNavigate();
  useTeapot();
  const onSignedIn = () => {
    const search = withoutNoticeParams(location.search);
    if (search !== location.search)
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true },
      );
  };
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('auth.login_title')} text={t('auth.login_text')} />
      <LoginNotices />
      <LoginForm onSignedIn={onSignedIn} />
      {googleEnabled && (
        <>
          <div className="flex items-center gap-3 text-xs font-medium text-muted-foreground uppercase">
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
            {t('auth.or')}
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
          </div>
          <GoogleButton />
        </>
      )}
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.no_account')} <AuthLink to="/register">{t('auth.create_an_account')}</AuthLink>
      </p>
    </div>
  );
}
