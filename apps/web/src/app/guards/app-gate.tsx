import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { useSignedInTexts } from '../signed-in-texts';
import { appRedirect } from './guard-rules';
import { endOnboarding } from './onboarding-progress';

export function AppGate() {
  const me = useCurrentUser();
  const redirect = appRedirect(me);
  useSignedInTexts();
  useEffect(() => {
    if (!redirect) endOnboarding();
  }, [redirect]);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
