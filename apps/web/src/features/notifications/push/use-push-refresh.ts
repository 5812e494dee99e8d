import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { refreshPushRegistration } from './push-registration';

/** Signed in: renews this browser's push registration when due. Never asks for permission. */
export function usePushRefresh(): void {
  const { isLoggedIn } = useSession();
  useEffect(() => {
    if (!isLoggedIn) return;
    refreshPushRegistration().catch((error: unknown) => {
      console.warn('push registration could not be renewed', error);
    });
  }, [isLoggedIn]);
}
