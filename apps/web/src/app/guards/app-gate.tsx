import { Navigate, Outlet } from 'react-router';
import { onboardingResumePath } from '@/features/onboarding/progress';
import { useCurrentUser } from '@/lib/current-user';
import { useSignedInTexts } from '../signed-in-texts';
import { appRedirect } from './guard-rules';

export function AppGate() {
  const me = useCurrentUser();
  const redirect = appRedirect(me, onboardingResumePath(me.id));
  useSignedInTexts();
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
