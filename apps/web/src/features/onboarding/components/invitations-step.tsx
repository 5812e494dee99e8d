import { Navigate } from 'react-router';
import { pathAfterInvitations } from '../steps';

/**
 * Pending e-mail invitations for a new consumer or distributor. The invitation list arrives
 * with the Groups issue (#4); until then there are none to show, so the step skips ahead.
 */
export function InvitationsStep({ kind }: { kind: 'consumer' | 'distributor' }) {
  const next = pathAfterInvitations(kind, 0);
  return next ? <Navigate to={next} replace /> : null;
}
