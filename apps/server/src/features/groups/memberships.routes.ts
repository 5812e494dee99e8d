import { membershipsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { kickMember, leaveGroup, promoteMember } from './memberships.service';

export const membershipsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, membershipsContract.postMembershipLeave, {}, async (request) => {
    await leaveGroup(db, currentUserOf(request), request.params.id);
    return { data: {} };
  });

  routeFrom(app, membershipsContract.postMembershipPromote, {}, async (request) => ({
    data: await promoteMember(db, currentUserOf(request), request.body),
  }));

  routeFrom(app, membershipsContract.postMembershipKick, {}, async (request) => ({
    data: await kickMember(db, currentUserOf(request), request.body),
  }));
  done();
};
