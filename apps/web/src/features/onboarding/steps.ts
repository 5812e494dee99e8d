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

/**
 * Welcome, username, role, the role's details, done: the step indicator's position and count.
 * A distributor has one step more (invitations, then the currency), so it counts six.
 */
export function stepOf(
  pathname: string,
  role: PrimeRole | null = null,
): { step: number; total: number } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const distributor = role === 'distributor' || path.startsWith(onboardingPaths.distributor);
  const total = distributor ? 6 : 5;
  const fixed: Record<string, number> = {
    [onboardingPaths.welcome]: 1,
    [onboardingPaths.username]: 2,
    [onboardingPaths.role]: 3,
    [onboardingPaths.currency]: 5,
    [onboardingPaths.success]: total,
  };
  // The role's own first screen (invitations, or the producer's details) is the fourth.
  const step = fixed[path] ?? 4;
  return { step, total };
}
