import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { seeAllNotifications } from './api/see-notifications';

// StrictMode (and a quick remount) unmounts and mounts again at once: the see-all waits one
// tick and a new mount cancels it, so only really leaving the screen marks everything seen.
let pendingSeeAll: ReturnType<typeof setTimeout> | null = null;

/** Spec §4: notifications stay unseen (accent border) until the screen is left. */
export function useSeeAllOnLeave(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (pendingSeeAll !== null) {
      clearTimeout(pendingSeeAll);
      pendingSeeAll = null;
    }
    return () => {
      pendingSeeAll = setTimeout(() => {
        pendingSeeAll = null;
        void seeAllNotifications(queryClient);
      }, 0);
    };
  }, [queryClient]);
}
