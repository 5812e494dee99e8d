import {
  ApiErrorBody,
  dataEnvelope,
  GroupResponse,
  IdParams,
  MembershipActionBody,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { kickMember, leaveGroup, promoteMember } from './memberships.service';

const tags = ['groups'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

export const membershipsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  app.post(
    '/api/Membership/:id/Leave',
    {
      schema: {
        tags,
        summary: 'Leaves a group (own membership only); the last admin must hand over first',
        params: IdParams,
        response: { 200: dataEnvelope(z.object({})), ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await leaveGroup(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );

  app.post(
    '/api/Membership/Promote',
    {
      schema: {
        tags,
        summary: 'Makes a member an admin (admins only); 409 not_yet_joined for non-members',
        body: MembershipActionBody,
        response: { 200: dataEnvelope(GroupResponse), ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => ({ data: await promoteMember(db, currentUserOf(request), request.body) }),
  );

  app.post(
    '/api/Membership/Kick',
    {
      schema: {
        tags,
        summary:
          'Removes a non-admin member (admins only); 409 cannot_kick_admin or not_yet_joined',
        body: MembershipActionBody,
        response: { 200: dataEnvelope(GroupResponse), ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => ({ data: await kickMember(db, currentUserOf(request), request.body) }),
  );
  done();
};
