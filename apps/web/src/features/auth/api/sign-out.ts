import { authApi } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/**
 * Ends the session on the server when it can; the local session is dropped whatever the
 * answer, because a user who asks to leave must not stay signed in on a flaky network.
 */
export async function signOut(): Promise<void> {
  try {
    await authApi.raw('POST', 'sign-out', {});
  } catch {
    // Already invalid or offline: the token is forgotten below either way.
  }
  clearSession();
}
