import { useSyncExternalStore } from 'react';
import { localStore, readJson } from './storage';

/** The persisted session of spec §3: user id, login flag and the bearer token. */
export interface Session {
  userId: string;
  isLoggedIn: boolean;
  token: string | null;
}

export const sessionStorageKey = 'kozos.session';
const loggedOut: Session = { userId: '', isLoggedIn: false, token: null };

function readStoredSession(): Session {
  const stored = readJson<Partial<Session>>(localStore, sessionStorageKey);
  if (!stored || stored.isLoggedIn !== true || typeof stored.token !== 'string' || !stored.token) {
    return loggedOut;
  }
  return {
    userId: typeof stored.userId === 'string' ? stored.userId : '',
    isLoggedIn: true,
    token: stored.token,
  };
}

let current: Session = readStoredSession();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  if (next.isLoggedIn) localStore.set(sessionStorageKey, JSON.stringify(next));
  else localStore.remove(sessionStorageKey);
  listeners.forEach((listener) => listener());
}

export function getSession(): Session {
  return current;
}

export function getSessionToken(): string | null {
  return current.token;
}

/** After sign-in, activation or the OAuth callback; the user id may follow once /User loads. */
export function startSession(token: string, userId = ''): void {
  publish({ userId, isLoggedIn: true, token });
}

/** A password change hands out a new token; the user id is learnt from GET /api/User. */
export function updateSession(changes: Partial<Pick<Session, 'userId' | 'token'>>): void {
  if (!current.isLoggedIn) return;
  const next = { ...current, ...changes };
  if (next.userId === current.userId && next.token === current.token) return;
  publish(next);
}

export function clearSession(): void {
  if (!current.isLoggedIn && current.token === null) return;
  publish(loggedOut);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Signing in or out in another tab applies here too, so two tabs never disagree. */
export function watchSessionInOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== sessionStorageKey && event.key !== null) return;
    current = readStoredSession();
    listeners.forEach((listener) => listener());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Re-reads localStorage; for tests that prepare a stored session. */
export function reloadSession(): void {
  current = readStoredSession();
  listeners.forEach((listener) => listener());
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
