import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rememberSeeAll } from './api/see-all-request';
import { newestShownNotification, seeAllNotifications } from './api/see-notifications';

// StrictMode (and a quick remount) unmounts and mounts again at once: the see-all waits one
// tick and a new mount cancels it, so only really leaving the screen marks everything seen.
let pendingSeeAll: ReturnType<typeof setTimeout> | null = null;

/**
 * Leaving without unmounting: a reload or a closed tab (the page goes away, so the request is
 * keepalive; `sendBeacon` could not carry the bearer header), or switching to another app or tab,
 * which on a phone is often the last thing the page sees. Browsers differ in which of
 * `visibilitychange` and `pagehide` they fire, and most fire both: one request per leave. It
 * is also written down for this tab's next page, which sends it before reading the list
 * (see-all-request.ts): a reload must not show as new what was just seen.
 */
function listenForPageLeave(queryClient: QueryClient): () => void {
  let sent = false;
  const leave = () => {
    if (sent) return;
    sent = true;
    const upTo = newestShownNotification(queryClient);
    if (upTo !== undefined) rememberSeeAll(upTo);
    void seeAllNotifications(queryClient, { keepalive: true, upTo });
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') leave();
    else sent = false;
  };
  // A page restored from the back/forward cache is a new visit.
  const onPageShow = () => {
    sent = false;
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', leave);
    window.removeEventListener('pageshow', onPageShow);
  };
}

/** Spec §4: notifications stay unseen (accent border) until the screen is left, whichever way. */
export function useSeeAllOnLeave(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (pendingSeeAll !== null) {
      clearTimeout(pendingSeeAll);
      pendingSeeAll = null;
    }
    const stopListening = listenForPageLeave(queryClient);
    return () => {
      stopListening();
      pendingSeeAll = setTimeout(() => {
        pendingSeeAll = null;
        void seeAllNotifications(queryClient);
      }, 0);
    };
  }, [queryClient]);
}
