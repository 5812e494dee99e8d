import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { StepIndicator } from '@/features/onboarding/components/step-indicator';
import { useCurrentUser } from '@/lib/current-user';
import { PublicLayout } from '../layout/public-layout';
import { onboardingRedirect } from './guard-rules';
import { beginOnboarding, isOnboardingInProgress } from './onboarding-progress';

export function OnboardingGate() {
  const me = useCurrentUser();
  const redirect = onboardingRedirect(me, isOnboardingInProgress(me.id));
  useEffect(() => {
    if (!me.username) beginOnboarding(me.id);
  }, [me.id, me.username]);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PublicLayout top={<StepIndicator />} showLanguage={false}>
      <Outlet />
    </PublicLayout>
  );
}
