import { useCallback, useSyncExternalStore } from 'react';
import { enablePush, pushPermission, type PushPermission } from './push-registration';

export type PushState =
  | { status: 'idle'; permission: PushPermission }
  | { status: 'working'; permission: PushPermission }
  | { status: 'failed'; permission: PushPermission }
  | { status: 'registered'; permission: 'granted' };

// One state for the page: the settings switch and the status under it share it.
let state: PushState = { status: 'idle', permission: 'default' };
const listeners = new Set<() => void>();
const setState = (next: PushState) => {
  state = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const read = () => state;

export interface PushRegistration {
  state: PushState;
  /** Asks for permission and registers this browser; call it from a click. */
  enable: () => Promise<void>;
}

export function usePushRegistration(): PushRegistration {
  const current = useSyncExternalStore(subscribe, read);
  const permission = pushPermission();
  const shown: PushState = current.status === 'idle' ? { status: 'idle', permission } : current;
  const enable = useCallback(async () => {
    setState({ status: 'working', permission: pushPermission() });
    try {
      const answer = await enablePush();
      setState(
        answer === 'granted'
          ? { status: 'registered', permission: 'granted' }
          : { status: 'idle', permission: answer },
      );
    } catch (error) {
      console.warn('push registration failed', error);
      setState({ status: 'failed', permission: pushPermission() });
    }
  }, []);
  return { state: shown, enable };
}
