import {
  ApiErrorBody,
  CreateUserBody,
  CreateUserCheckResponse,
  CreateUserResponse,
  dataEnvelope,
  text,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  app.get(
    '/api/CreateUser/Check/:token',
    {
      schema: {
        tags: ['identity'],
        summary: 'The invited e-mail address of a valid, unused, unexpired activation token',
        params: z.object({ token: text().min(1).max(200) }),
        response: { 200: dataEnvelope(CreateUserCheckResponse), 404: ApiErrorBody },
      },
    },
    async (request) => ({ data: await checkActivation(db, request.params.token) }),
  );

  app.post(
    '/api/CreateUser',
    {
      schema: {
        tags: ['identity'],
        summary: 'Creates the invited account (e-mail counts as verified) and signs it in',
        body: CreateUserBody,
        response: {
          201: dataEnvelope(CreateUserResponse),
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const data = await createUserFromActivation(
        auth,
        db,
        config.auth.passwordMinLength,
        request.body,
      );
      return reply.code(201).send({ data });
    },
  );
  done();
};
