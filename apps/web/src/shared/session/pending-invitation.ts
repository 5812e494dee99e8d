import { useSyncExternalStore } from 'react';
import { localStore } from '@/lib/storage';

/**
 * A link invitation (`/?inv=TOKEN`) opened before the visitor could act on it: kept in
 * localStorage so it survives signing in, registering, the verification mail opening a new tab
 * and onboarding, until it is accepted or dismissed.
 */
export const pendingInvitationKey = 'kozos.pendingInvitation';
export const invitationParam = 'inv';

const listeners = new Set<() => void>();
// Why the last pending link was dropped (expired, invalid): shown once, kept in memory only.
let droppedReason: string | null = null;

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function getPendingInvitation(): string | null {
  return localStore.get(pendingInvitationKey) || null;
}

export function setPendingInvitation(token: string): void {
  localStore.set(pendingInvitationKey, token);
  // A new link replaces the notice about an old one.
  droppedReason = null;
  emit();
}

export function forgetPendingInvitation(): void {
  localStore.remove(pendingInvitationKey);
  emit();
}

/** The link will never work (410, 404): forget it, and remember why for one notice. */
export function dropPendingInvitation(reason: string): void {
  droppedReason = reason;
  forgetPendingInvitation();
}

export function clearDroppedInvitation(): void {
  droppedReason = null;
  emit();
}

function getDroppedReason(): string | null {
  return droppedReason;
}

/**
 * Stores the token of `?inv=` and returns the search string without it (null: no token, leave
 * the URL alone). A newer link replaces an older pending one.
 */
export function captureInvitation(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(invitationParam)) return null;
  const token = params.get(invitationParam)?.trim();
  if (token) setPendingInvitation(token);
  params.delete(invitationParam);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === pendingInvitationKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePendingInvitation(): string | null {
  return useSyncExternalStore(subscribe, getPendingInvitation, () => null);
}

export function useDroppedInvitation(): string | null {
  return useSyncExternalStore(subscribe, getDroppedReason, () => null);
}
