import { Navigate, type RouteObject } from 'react-router';
import { CurrencyStep } from '@/features/onboarding/components/currency-step';
import { ProducerStep } from '@/features/onboarding/components/producer-step';
import { RoleStep } from '@/features/onboarding/components/role-step';
import { SuccessStep } from '@/features/onboarding/components/success-step';
import { UsernameStep } from '@/features/onboarding/components/username-step';
import { OnboardingGate } from './guards/onboarding-gate';
import { InvitationsStepPage } from './routes/onboarding/invitations-step-page';
import { WelcomePage } from './routes/onboarding/welcome-page';

/** Spec §2 onboarding under /start, only while the user has no username (see OnboardingGate). */
export const onboardingRoutes: RouteObject = {
  path: 'start',
  element: <OnboardingGate />,
  children: [
    { index: true, element: <WelcomePage /> },
    { path: 'username', element: <UsernameStep /> },
    { path: 'role', element: <RoleStep /> },
    { path: 'role/consumer', element: <InvitationsStepPage kind="consumer" /> },
    { path: 'role/distributor', element: <InvitationsStepPage kind="distributor" /> },
    { path: 'role/distributor/2', element: <CurrencyStep /> },
    { path: 'role/producer', element: <ProducerStep /> },
    { path: 'success', element: <SuccessStep /> },
    { path: '*', element: <Navigate to="/start" replace /> },
  ],
};
