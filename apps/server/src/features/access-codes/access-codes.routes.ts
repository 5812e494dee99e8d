import { accessCodesContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import {
  createAccessCode,
  joinByAccessCode,
  listGroupAccessCodes,
  revokeAccessCode,
  type AccessCodeContext,
} from './access-codes.service';

export const accessCodesRoutes: FastifyPluginCallbackZod<{ db: Db } & AccessCodeContext> = (
  app,
  { db, ...context },
  done,
) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, accessCodesContract.postAccessCodeByGroupId, {}, async (request, reply) => {
    const viewer = currentUserOf(request);
    const { groupId } = request.params;
    const data = await createAccessCode(db, viewer, groupId, request.body.uses, context);
    return reply.code(201).send({ data });
  });

  routeFrom(app, accessCodesContract.getAccessCodeByGroupId, {}, async (request) => ({
    data: await listGroupAccessCodes(db, currentUserOf(request), request.params.groupId),
  }));

  routeFrom(app, accessCodesContract.deleteAccessCodeById, {}, async (request) => {
    const { groupId, id } = request.params;
    await revokeAccessCode(db, currentUserOf(request), groupId, id);
    return { data: {} };
  });

  routeFrom(app, accessCodesContract.postAccessCodeJoin, {}, async (request) => ({
    data: await joinByAccessCode(
      db,
      currentUserOf(request),
      request.body.code,
      request.ip,
      context,
    ),
  }));
  done();
};
