/*
 * The web app and the Google console know the generic-OAuth plugin's original paths:
 * POST /sign-in/oauth2 {providerId} and the redirect URI /oauth2/callback/:providerId. Better
 * Auth 1.7 serves generic providers through its core social endpoints instead
 * (/sign-in/social {provider}, /callback/:id), so those names are kept here as aliases
 * (decision 012). The redirect URI sent to the provider is set to the alias in auth.ts.
 */

export interface AuthTarget {
  /** Path below /api/auth. */
  path: string;
  body: unknown;
}

export function resolveOAuthAlias(path: string, body: unknown): AuthTarget {
  if (path === '/sign-in/oauth2' && typeof body === 'object' && body !== null) {
    const { providerId, ...rest } = body as Record<string, unknown>;
    return { path: '/sign-in/social', body: { ...rest, provider: providerId } };
  }
  const callback = /^\/oauth2\/callback\/([\w-]+)$/.exec(path);
  if (callback) return { path: `/callback/${callback[1]}`, body };
  return { path, body };
}

/** The redirect URI registered with the provider for `providerId`. */
export function oauthRedirectUri(publicUrl: string, providerId: string): string {
  return `${publicUrl}/api/auth/oauth2/callback/${providerId}`;
}
