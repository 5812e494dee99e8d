import { ApiError, authApi, tokenFrom, unexpectedErrorMessage } from '@/lib/api-client';
import { startSession } from '@/lib/session';

interface SignInAnswer {
  token?: string;
  user?: { id?: string };
}

/** POST /api/auth/sign-in/email; the bearer token comes back in `set-auth-token`. */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  const response = await authApi.raw<SignInAnswer>('POST', 'sign-in/email', { email, password });
  const token = tokenFrom(response);
  if (!token) throw new ApiError(unexpectedErrorMessage, 200);
  startSession(token, response.body.user?.id ?? '');
}
