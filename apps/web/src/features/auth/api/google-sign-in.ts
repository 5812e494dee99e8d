import { ApiError, authApi, unexpectedErrorMessage } from '@/lib/api-client';

export const oauthCallbackPath = '/auth/callback';

/** Asks the identity provider for Google's consent page and leaves for it. */
export async function startGoogleSignIn(): Promise<void> {
  const { body } = await authApi.raw<{ url?: string }>('POST', 'sign-in/oauth2', {
    providerId: 'google',
    callbackURL: oauthCallbackPath,
    errorCallbackURL: '/?error=oauth',
  });
  if (!body.url) throw new ApiError(unexpectedErrorMessage, 200);
  window.location.assign(body.url);
}
