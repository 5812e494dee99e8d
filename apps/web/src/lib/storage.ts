/**
 * Storage that never throws: private modes and blocked cookies make localStorage and
 * sessionStorage throw on access, and a preference must never break the app.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrapStorage(pick: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        // Quota or privacy mode: the value simply is not remembered.
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
  };
}

export const localStore = wrapStorage(() => window.localStorage);
export const sessionStore = wrapStorage(() => window.sessionStorage);

export function readJson<T>(store: SafeStorage, key: string): T | null {
  const raw = store.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
