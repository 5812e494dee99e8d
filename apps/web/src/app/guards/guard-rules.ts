import type { MeResponse } from '@kozos/contract';

type Me = Pick<MeResponse, 'username'>;

/** Main-app paths need a username: without one, onboarding first (spec §4). */
export function appRedirect(me: Me): string | null {
  return me.username ? null : '/start';
}

/** /start/* is for users without a username, or who are finishing the flow that set it. */
export function onboardingRedirect(me: Me, inProgress: boolean): string | null {
  return me.username && !inProgress ? '/' : null;
}
