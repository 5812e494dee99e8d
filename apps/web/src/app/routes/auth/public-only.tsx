import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/lib/session';

/** Registering or asking for a reset link makes no sense while signed in. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return useSession().isLoggedIn ? <Navigate to="/" replace /> : children;
}
