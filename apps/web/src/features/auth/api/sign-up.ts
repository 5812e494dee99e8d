import type { Language } from '@kozos/contract';
import { authApi } from '@/lib/api-client';

/** Where the verification link lands: the login screen with a "verified" notice. */
export const verifiedCallbackUrl = '/?verified=1';

/**
 * POST /api/auth/sign-up/email: a verification e-mail goes out, no session yet. The screen's
 * language becomes the account's, so that mail and everything after it is in that language.
 */
export async function signUpWithEmail(
  email: string,
  password: string,
  language: Language,
): Promise<void> {
  // The name is asked at onboarding (/start/username), together with the username.
  await authApi.raw('POST', 'sign-up/email', {
    name: '',
    email,
    password,
    language,
    callbackURL: verifiedCallbackUrl,
  });
}

export async function sendVerificationEmail(email: string): Promise<void> {
  await authApi.raw('POST', 'send-verification-email', {
    email,
    callbackURL: verifiedCallbackUrl,
  });
}
