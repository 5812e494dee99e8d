import { passwordResetContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Auth } from '../../identity/auth';
import type { AuthRateLimits } from '../../identity/rate-limits';
import { requestPasswordReset } from './password-reset.service';

export const passwordResetRoutes: FastifyPluginCallbackZod<{
  auth: Auth;
  limits: AuthRateLimits;
  publicUrl: string;
}> = (app, { auth, limits, publicUrl }, done) => {
  routeFrom(
    app,
    passwordResetContract.postPasswordReset,
    {
      preHandler: async (request, reply) => limits.check(request, reply, 'password-reset'),
    },
    async (request) => {
      await requestPasswordReset(auth, publicUrl, request.body);
      return { data: {} };
    },
  );
  done();
};
