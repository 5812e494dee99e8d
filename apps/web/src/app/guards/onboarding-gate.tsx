import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { markPushOfferDue } from '@/features/notifications/push/onboarding-push-prompt';
import { StepIndicator } from '@/features/onboarding/components/step-indicator';
import { useCurrentUser } from '@/lib/current-user';
import { dismissToastOlderThan } from '@/lib/toast';
import { HelpButton } from '../help/help-button';
import { useSignedInTexts } from '../signed-in-texts';
import { PublicLayout } from '../layout/public-layout';
import { onboardingRedirect } from './guard-rules';
import {
  beginOnboarding,
  isOnboardingInProgress,
  recordOnboardingStep,
} from '@/features/onboarding/progress';

/** A toast raised this recently came with the move to the new step (e.g. "Saved"): it stays. */
const onboardingToastGrace = 1000;

export function OnboardingGate() {
  // Onboarding is not under AppGate: the steps' texts (signed-in areas) load here.
  useSignedInTexts();
  const me = useCurrentUser();
  const redirect = onboardingRedirect(me, isOnboardingInProgress(me.id));
  useEffect(() => {
    if (!me.username) {
      beginOnboarding(me.id);
      // Once in the app, it offers push notifications once (spec §8).
      markPushOfferDue();
    }
  }, [me.id, me.username]);
  const { pathname } = useLocation();
  useEffect(() => {
    // Closing the tab or leaving mid-way resumes here (issue 23.6); `me.username` starts it.
    recordOnboardingStep(me.id, pathname);
  }, [me.id, me.username, pathname]);
  useEffect(() => {
    // A step's toast ("Joined the group") belongs to that step: the next one starts without it,
    // so it cannot sit over the theme switch for two steps.
    dismissToastOlderThan(onboardingToastGrace);
  }, [pathname]);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PublicLayout top={<StepIndicator />} showLanguage={false} help={<HelpButton />}>
      <Outlet />
    </PublicLayout>
  );
}
