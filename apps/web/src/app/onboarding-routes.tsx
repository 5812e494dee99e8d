import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

// Onboarding loads when a user without a username first reaches it (decision 020).
const OnboardingGate = lazyScreen(() =>
  import('./guards/onboarding-gate').then((m) => m.OnboardingGate),
);
const WelcomePage = lazyScreen(() =>
  import('./routes/onboarding/welcome-page').then((m) => m.WelcomePage),
);
const UsernameStep = lazyScreen(() =>
  import('@/features/onboarding/components/username-step').then((m) => m.UsernameStep),
);
const RoleStep = lazyScreen(() =>
  import('@/features/onboarding/components/role-step').then((m) => m.RoleStep),
);
const InvitationsStepPage = lazyScreen(() =>
  import('./routes/onboarding/invitations-step-page').then((m) => m.InvitationsStepPage),
);
const DistributorStepPage = lazyScreen(() =>
  import('./routes/onboarding/invitations-step-page').then((m) => m.DistributorStepPage),
);
const ProducerStep = lazyScreen(() =>
  import('@/features/onboarding/components/producer-step').then((m) => m.ProducerStep),
);
const SuccessStep = lazyScreen(() =>
  import('@/features/onboarding/components/success-step').then((m) => m.SuccessStep),
);

/** Spec §2 onboarding under /start, only while the user has no username (see OnboardingGate). */
export const onboardingRoutes: RouteObject = {
  path: 'start',
  element: <OnboardingGate />,
  children: [
    { index: true, element: <WelcomePage /> },
    { path: 'username', element: <UsernameStep /> },
    { path: 'role', element: <RoleStep /> },
    { path: 'role/consumer', element: <InvitationsStepPage /> },
    { path: 'role/distributor', element: <DistributorStepPage /> },
    // The currency was a step of its own; it is the distributor's step now (issue 23.6).
    { path: 'role/distributor/2', element: <Navigate to="/start/role/distributor" replace /> },
    { path: 'role/producer', element: <ProducerStep /> },
    { path: 'success', element: <SuccessStep /> },
    { path: '*', element: <Navigate to="/start" replace /> },
  ],
};
