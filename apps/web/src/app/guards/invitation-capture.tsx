import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { captureInvitation } from '@/shared/session/pending-invitation';

/**
 * The root of every route: a `?inv=` link is stored the moment the app sees it, signed in or
 * not, and the parameter leaves the address bar (a reload or a shared screenshot won't reuse it).
 */
export function InvitationCapture() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = captureInvitation(location.search);
    if (search === null) return;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);
  return <Outlet />;
}
