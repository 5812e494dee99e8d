import { usersContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import type { Auth } from '../../identity/auth';
import { currentUserOf } from '../../identity/current-user';
import type { AuthRateLimits } from '../../identity/rate-limits';
import { deleteAccount } from './account-deletion.service';
import { getMe, getProfile, patchMe } from './users.service';

export const usersRoutes: FastifyPluginCallbackZod<{
  auth: Auth;
  db: Db;
  limits: AuthRateLimits;
}> = (app, { auth, db, limits }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, usersContract.getUser, {}, async (request) => ({
    data: await getMe(db, currentUserOf(request)),
  }));

  routeFrom(app, usersContract.patchUser, {}, async (request) => ({
    data: await patchMe(db, currentUserOf(request), request.body),
  }));

  routeFrom(app, usersContract.getUserById, {}, async (request) => ({
    data: await getProfile(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(
    app,
    usersContract.postUserDelete,
    {
      preHandler: async (request, reply) => limits.check(request, reply, 'password-check'),
    },
    async (request) => {
      await deleteAccount(auth, db, currentUserOf(request), request.body);
      return { data: {} };
    },
  );
  done();
};
