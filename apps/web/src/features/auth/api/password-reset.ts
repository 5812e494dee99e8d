import { type Language } from '@kozos/contract';
import { routes } from '@/lib/routes';
import { api, authApi } from '@/lib/api-client';

/** POST /api/passwordReset: the same answer whether or not the address is registered. */
export async function requestPasswordReset(email: string, lng: Language): Promise<void> {
  await api.call(routes.postPasswordReset, { body: { email, lng } });
}

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await authApi.raw('POST', 'reset-password', { token, newPassword });
}
