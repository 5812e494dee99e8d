import type { PasswordResetBody } from '@kozos/contract';
import type { Auth } from '../../identity/auth';
import { mailLanguage } from '../../identity/mail-language';

/**
 * Better Auth makes the token and calls our mail callback; `lng` reaches the callback through
 * the async context. Its answer is the same for unknown addresses and the mail leaves in the
 * background, so neither the body nor the timing tells whether the address is registered.
 */
export async function requestPasswordReset(
  auth: Auth,
  publicUrl: string,
  body: PasswordResetBody,
): Promise<void> {
  await mailLanguage.run(body.lng, () =>
    auth.api.requestPasswordReset({
      body: { email: body.email, redirectTo: `${publicUrl}/resetpassword` },
    }),
  );
}
