import type { RouteObject } from 'react-router';
import { ActivateForm } from '@/features/auth/components/activate-form';
import { AuthCallback } from '@/features/auth/components/auth-callback';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { PublicLayout } from './layout/public-layout';
import { PublicOnly } from './routes/auth/public-only';

/** Spec §2 public routes: reachable signed out, in the centred-card layout without app navs. */
export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
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
    { path: 'activate', element: <ActivateForm /> },
    { path: 'auth/callback', element: <AuthCallback /> },
  ],
};
