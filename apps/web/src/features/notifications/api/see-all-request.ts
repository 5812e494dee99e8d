import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/**
 * A reload leaves the notifications screen (spec §4), but the dying page's request can reach
 * the server after the reloaded page has asked for the list, which would then show as new what
 * was just seen. So a leave also writes down what it marks, and the next page of this tab sends
 * that first and asks for the list and the count after its answer.
 */
const pendingKey = 'kozos.notifications.see-all';

/** `PATCH /api/Notification/SeeAll?upTo=`: the shown notifications and older ones. */
export function requestSeeAll(upTo: string, { keepalive = false } = {}): Promise<unknown> {
  return api.call(routes.patchNotificationSeeAll, { query: { upTo }, keepalive });
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the leave's own request is all there is
  }
}

export function rememberSeeAll(upTo: string): void {
  try {
    storage()?.setItem(pendingKey, upTo);
  } catch {
    // full or blocked storage: as above
  }
}

export function forgetSeeAll(upTo: string): void {
  const store = storage();
  if (store?.getItem(pendingKey) === upTo) store.removeItem(pendingKey);
}

let flushing: Promise<void> | null = null;

/**
 * Sends a see-all that an earlier page of this tab wrote down and may not have delivered.
 * Another user's id marks nothing (the server checks it is the caller's).
 */
export function flushPendingSeeAll(): Promise<void> {
  if (flushing) return flushing;
  const upTo = storage()?.getItem(pendingKey);
  if (!upTo) return Promise.resolve();
  flushing = requestSeeAll(upTo)
    .then(
      () => undefined,
      (error: unknown) => console.warn('Marking notifications seen failed', error),
    )
    .finally(() => {
      forgetSeeAll(upTo);
      flushing = null;
    });
  return flushing;
}
