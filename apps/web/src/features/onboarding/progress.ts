import { localStore, readJson } from '@/lib/storage';

const key = 'kozos.onboarding';

interface Progress {
  userId: string;
  /** The last /start step this user reached. */
  path: string;
}

/*
 * The role steps follow the username step, but a user with a username is otherwise sent from
 * /start to /. The progress (per user, kept across reloads and closed tabs, issue 23.6) lets the
 * flow that set the username finish: the app sends the user back to the step they reached until
 * they finish or skip it.
 */
function progressOf(userId: string): Progress | null {
  const progress = readJson<Progress>(localStore, key);
  return progress?.userId === userId && typeof progress.path === 'string' ? progress : null;
}

export function beginOnboarding(userId: string): void {
  if (!progressOf(userId)) localStore.set(key, JSON.stringify({ userId, path: '/start' }));
}

export function isOnboardingInProgress(userId: string): boolean {
  return progressOf(userId) !== null;
}

/** Remembers the step reached, for a user whose onboarding is under way. */
export function recordOnboardingStep(userId: string, path: string): void {
  if (progressOf(userId) && path.startsWith('/start')) {
    localStore.set(key, JSON.stringify({ userId, path }));
  }
}

/** Where an unfinished onboarding goes on, or null. */
export function onboardingResumePath(userId: string): string | null {
  return progressOf(userId)?.path ?? null;
}

/** Finished or skipped: the app no longer sends the user back to /start. */
export function endOnboarding(): void {
  localStore.remove(key);
}
