import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { CurrentUserProvider, useMeQuery } from '@/lib/current-user';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { updateSession, useSession } from '@/lib/session';
import { PublicLayout } from '../layout/public-layout';
import { PageSpinner } from '../routes/page-spinner';
import { StartupError } from './startup-error';

/**
 * Auth states of spec §4: unknown (spinner while GET /api/User answers), logged out (the login
 * screen at whatever path was asked for) and logged in (the page, with the user in context).
 */
export function AuthGate() {
  const { i18n } = useTranslation();
  const session = useSession();
  const me = useMeQuery(session.isLoggedIn);
  const user = session.isLoggedIn ? me.data : undefined;

  useEffect(() => {
    if (!user) return;
    updateSession({ userId: user.id });
    // One language (decision 021): signed in, the account's language is the interface's too, so
    // settings, screens and mails agree; this browser stores it for the next visit.
    if (currentLanguage(i18n) !== user.language) void changeLanguage(i18n, user.language);
  }, [user, i18n]);

  if (!session.isLoggedIn) {
    return (
      <PublicLayout>
        <LoginScreen />
      </PublicLayout>
    );
  }
  if (user) {
    return (
      <CurrentUserProvider value={user}>
        <Outlet />
      </CurrentUserProvider>
    );
  }
  // A 401 has already dropped the session (api-client); any other failure can be retried.
  if (me.isError) return <StartupError error={me.error} onRetry={() => void me.refetch()} />;
  return <PageSpinner />;
}
