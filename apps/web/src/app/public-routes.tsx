import type { RouteObject } from 'react-router';
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
const ActivatePage = lazyScreen(() =>
  import('./routes/auth/activate-page').then((m) => m.ActivatePage),
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
      path: 'activate',
      element: <ActivatePage />,
    },
    { path: 'auth/callback', element: <AuthCallback /> },
  ],
};
