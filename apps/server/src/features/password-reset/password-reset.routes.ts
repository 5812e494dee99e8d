import { ApiErrorBody, dataEnvelope, PasswordResetBody } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../identity/auth';
import type { AuthRateLimits } from '../../identity/rate-limits';
import { requestPasswordReset } from './password-reset.service';

export const passwordResetRoutes: FastifyPluginCallbackZod<{
  auth: Auth;
  limits: AuthRateLimits;
  publicUrl: string;
}> = (app, { auth, limits, publicUrl }, done) => {
  app.post(
    '/api/passwordReset',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Mails a password-reset link in `lng`; the same answer whether or not the address is registered',
        body: PasswordResetBody,
        response: { 200: dataEnvelope(z.object({})), 400: ApiErrorBody, 429: ApiErrorBody },
      },
      preHandler: async (request, reply) => limits.check(request, reply, 'password-reset'),
    },
    async (request) => {
      await requestPasswordReset(auth, publicUrl, request.body);
      return { data: {} };
    },
  );
  done();
};
