import { authApi, tokenFrom } from '@/lib/api-client';
import { updateSession } from '@/lib/session';

/** Other sessions are revoked, and this one gets a new token to keep. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const response = await authApi.raw('POST', 'change-password', {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
  const token = tokenFrom(response);
  if (token) updateSession({ token });
}
