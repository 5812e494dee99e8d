import { sessionStore } from '@/lib/storage';

const key = 'kozos.onboarding';

/**
 * The role steps follow the username step, but a user with a username is otherwise sent from
 * /start to /. The flag (per tab, per user) lets the flow that set the username finish; it ends
 * as soon as the user reaches the main app.
 */
export function beginOnboarding(userId: string): void {
  sessionStore.set(key, userId);
}

export function isOnboardingInProgress(userId: string): boolean {
  return sessionStore.get(key) === userId;
}

export function endOnboarding(): void {
  sessionStore.remove(key);
}
