import { groupsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { createGroup, deleteGroup, editGroup, getGroup, listMyGroups } from './groups.service';

export const groupsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, groupsContract.getGroup, {}, async (request) => ({
    data: await listMyGroups(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, groupsContract.getGroupById, {}, async (request) => ({
    data: await getGroup(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(app, groupsContract.postGroup, {}, async (request, reply) => {
    const data = await createGroup(db, currentUserOf(request), request.body);
    return reply.code(201).send({ data });
  });

  routeFrom(app, groupsContract.patchGroupById, {}, async (request) => ({
    data: await editGroup(db, currentUserOf(request), request.params.id, request.body),
  }));

  routeFrom(app, groupsContract.deleteGroupById, {}, async (request) => {
    await deleteGroup(db, currentUserOf(request), request.params.id);
    return { data: {} };
  });
  done();
};
