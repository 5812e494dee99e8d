import type { RouteObject } from 'react-router';
import { onboardingPaths } from '@/features/onboarding/steps';
import { beginOnboarding } from '@/features/onboarding/progress';
import { LazyHelpButton } from './help/lazy-help-button';
import { lazyScreen } from './lazy-screen';
import { PublicLayout } from './layout/public-layout';
import { PublicOnly } from './routes/auth/public-only';

// Each public screen loads on its own; the login screen does not carry them (decision 020).
const RegisterForm = lazyScreen(() =>
  import('@/features/auth/components/register-form').then((m) => m.RegisterForm),
);
const ForgotPasswordForm = lazyScreen(() =>
  import('@/features/auth/components/forgot-password-form').then((m) => m.ForgotPasswordForm),
);
const ResetPasswordForm = lazyScreen(() =>
  import('@/features/auth/components/reset-password-form').then((m) => m.ResetPasswordForm),
);
const ActivateForm = lazyScreen(() =>
  import('@/features/auth/components/activate-form').then((m) => m.ActivateForm),
);
const AuthCallback = lazyScreen(() =>
  import('@/features/auth/components/auth-callback').then((m) => m.AuthCallback),
);

/** Spec §2 public routes: reachable signed out, in the centred-card layout without app navs. */
export const publicRoutes: RouteObject = {
  element: <PublicLayout help={<LazyHelpButton />} />,
  children: [
    {
      path: 'register',
      element: (
        <PublicOnly>
          <RegisterForm />
        </PublicOnly>
      ),
    },
    {
      path: 'forgotpassword',
      element: (
        <PublicOnly>
          <ForgotPasswordForm />
        </PublicOnly>
      ),
    },
    { path: 'resetpassword', element: <ResetPasswordForm /> },
    {
      // Invited by e-mail: onboarding follows from its first step, the language (issue 23.5).
      path: 'activate',
      element: <ActivateForm nextPath={onboardingPaths.welcome} onActivated={beginOnboarding} />,
    },
    { path: 'auth/callback', element: <AuthCallback /> },
  ],
};
