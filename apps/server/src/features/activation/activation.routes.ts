import { activationContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Auth } from '../../identity/auth';
import type { AuthRateLimits } from '../../identity/rate-limits';
import { checkActivation, createUserFromActivation } from './activation.service';

/** Account creation from an e-mail invitation (/activate?k=token); both routes are public. */
export const activationRoutes: FastifyPluginCallbackZod<{
  auth: Auth;
  db: Db;
  limits: AuthRateLimits;
  config: Config;
}> = (app, { auth, db, limits, config }, done) => {
  // Tokens are unguessable, but a flood of guesses is still refused early.
  app.addHook('preHandler', async (request, reply) => limits.check(request, reply, 'token'));

  routeFrom(app, activationContract.getCreateUserCheckByToken, {}, async (request) => ({
    data: await checkActivation(db, request.params.token),
  }));

  routeFrom(app, activationContract.postCreateUser, {}, async (request, reply) => {
    const data = await createUserFromActivation(
      auth,
      db,
      config.auth.passwordMinLength,
      request.body,
    );
    return reply.code(201).send({ data });
  });
  done();
};
