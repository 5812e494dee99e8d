import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Whether "back" stays in the app. The browser router numbers its entries in `history.state.idx`
 * from 0, the tab's first page of ours (a redirect that replaces it keeps 0); a router without
 * the window's history (tests) keys its first entry 'default'.
 */
function canGoBackInApp(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

/**
 * Spec §4 "optional go back": back one page when that page is the app's, else to `fallback`
 * (the form's list screen), replacing the form so Back does not return to it. A form opened in
 * a new tab has no page of ours behind it: going back left the app for about:blank (#23.2).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (canGoBackInApp(key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}
