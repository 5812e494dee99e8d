import type { PrimeRole } from '@kozos/contract';

/** The onboarding screens of spec §2, all under /start. */
export const onboardingPaths = {
  welcome: '/start',
  username: '/start/username',
  role: '/start/role',
  consumer: '/start/role/consumer',
  distributor: '/start/role/distributor',
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
 * Every path has the same five steps (issue 23.6: "3 of 5" was followed by "5 of 6"): welcome
 * (language), username, role, the role's own step (invitations for a consumer, the currency
 * with any invitations for a distributor, the producer's details), done. No step is skipped, so
 * the count never jumps and its total never changes.
 */
export const onboardingStepCount = 5;

export function stepOf(pathname: string): { step: number; total: number } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const fixed: Record<string, number> = {
    [onboardingPaths.welcome]: 1,
    [onboardingPaths.username]: 2,
    [onboardingPaths.role]: 3,
    [onboardingPaths.success]: 5,
  };
  return { step: fixed[path] ?? 4, total: onboardingStepCount };
}
