import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';

/**
 * After Google the browser holds a session cookie, not a token: POST /api/Session/Token trades
 * it (same origin, cookies included, no stale bearer) for the token the app stores.
 */
export async function exchangeSessionCookie(): Promise<void> {
  const { token } = await api.call(routes.postSessionToken, { bearer: false });
  startSession(token);
}
