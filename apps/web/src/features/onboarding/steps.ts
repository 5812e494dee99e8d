import type { PrimeRole } from '@kozos/contract';

/** The onboarding screens of spec §2, all under /start. */
export const onboardingPaths = {
  welcome: '/start',
  username: '/start/username',
  role: '/start/role',
  consumer: '/start/role/consumer',
  distributor: '/start/role/distributor',
  currency: '/start/role/distributor/2',
  producer: '/start/role/producer',
  success: '/start/success',
} as const;

/** Consumer and unsure → role/consumer, distributor → role/distributor, source → role/producer. */
export function pathAfterRole(role: PrimeRole): string {
  switch (role) {
    case 'consumer':
    case 'unsure':
      return onboardingPaths.consumer;
    case 'distributor':
      return onboardingPaths.distributor;
    case 'producer':
      return onboardingPaths.producer;
  }
}

/**
 * role/consumer and role/distributor show pending e-mail invitations and skip ahead when there
 * are none (null: stay and show them).
 */
export function pathAfterInvitations(
  step: 'consumer' | 'distributor',
  pendingInvitations: number,
): string | null {
  if (pendingInvitations > 0) return null;
  return step === 'consumer' ? onboardingPaths.success : onboardingPaths.currency;
}

export const totalSteps = 5;

/** Welcome, username, role, the role's details, done: the step indicator's position. */
export function stepOf(pathname: string): number {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === onboardingPaths.welcome) return 1;
  if (path === onboardingPaths.username) return 2;
  if (path === onboardingPaths.role) return 3;
  if (path === onboardingPaths.success) return 5;
  return 4;
}
