import { ActivateForm } from '@/features/auth/components/activate-form';
import { beginOnboarding } from '@/features/onboarding/progress';
import { onboardingPaths } from '@/features/onboarding/steps';

/**
 * /activate: invited by e-mail, the new account goes on to onboarding's first step, the
 * language (issue 23.5). Loaded with the screen, so the login route carries none of it.
 */
export function ActivatePage() {
  return <ActivateForm nextPath={onboardingPaths.welcome} onActivated={beginOnboarding} />;
}
