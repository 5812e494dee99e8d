import {
  ApiErrorBody,
  dataEnvelope,
  DeleteUserBody,
  IdParams,
  MeResponse,
  PatchUserBody,
  UserProfileResponse,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Auth } from '../../identity/auth';
import { currentUserOf } from '../../identity/current-user';
import type { AuthRateLimits } from '../../identity/rate-limits';
import { deleteAccount } from './account-deletion.service';
import { getMe, getProfile, patchMe } from './users.service';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

export const usersRoutes: FastifyPluginCallbackZod<{
  auth: Auth;
  db: Db;
  limits: AuthRateLimits;
}> = (app, { auth, db, limits }, done) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/User',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: dataEnvelope(MeResponse), 401: ApiErrorBody },
      },
    },
    async (request) => ({ data: await getMe(db, currentUserOf(request)) }),
  );

  app.patch(
    '/api/User',
    {
      schema: {
        tags: ['users'],
        summary: 'Changes any of the own profile fields and settings (onboarding, /settings)',
        body: PatchUserBody,
        response: { 200: dataEnvelope(MeResponse), ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => ({ data: await patchMe(db, currentUserOf(request), request.body) }),
  );

  app.get(
    '/api/User/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A user's profile; e-mail, phone and company only for those allowed to see them",
        params: IdParams,
        response: { 200: dataEnvelope(UserProfileResponse), ...errors, 404: ApiErrorBody },
      },
    },
    async (request) => ({
      data: await getProfile(db, currentUserOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/User/Delete',
    {
      schema: {
        tags: ['users'],
        summary: 'Deletes the own account after checking the password (decision 013)',
        body: DeleteUserBody,
        response: {
          200: dataEnvelope(z.object({})),
          ...errors,
          403: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
      preHandler: async (request, reply) => limits.check(request, reply, 'password-check'),
    },
    async (request) => {
      await deleteAccount(auth, db, currentUserOf(request), request.body);
      return { data: {} };
    },
  );
  done();
};
