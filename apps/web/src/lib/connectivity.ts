/*
 * Whether the app is offline (decision 105): the browser says so, or the last answer to an API
 * call came from the service worker's kept copy (marked `x-kozos-offline`) rather than the
 * server. A later answer from the server clears it.
 */

let servedFromCache = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const connectivity = {
  isOffline: (): boolean =>
    (typeof navigator !== 'undefined' && navigator.onLine === false) || servedFromCache,
  /** Called by the API client with each answer it gets. */
  answered: (fromCache: boolean): void => {
    if (servedFromCache === fromCache) return;
    servedFromCache = fromCache;
    emit();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};
