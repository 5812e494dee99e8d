import type { MeResponse } from '@kozos/contract';

type Me = Pick<MeResponse, 'username'>;

/**
 * Main-app paths need a username: without one, onboarding first (spec §4). An onboarding left
 * unfinished goes on at the step it reached (`resumePath`, issue 23.6).
 */
export function appRedirect(me: Me, resumePath: string | null = null): string | null {
  return me.username ? resumePath : '/start';
}

/** /start/* is for users without a username, or who are finishing the flow that set it. */
export function onboardingRedirect(me: Me, inProgress: boolean): string | null {
  return me.username && !inProgress ? '/' : null;
}
