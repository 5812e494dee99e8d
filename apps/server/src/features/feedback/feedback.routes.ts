import { feedbackContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import {
  createFeedbackLimit,
  listFeedbackItems,
  markFeedback,
  sendFeedback,
} from './feedback.service';

export const feedbackRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);
  const limit = createFeedbackLimit(db);

  routeFrom(app, feedbackContract.postFeedback, {}, async (request, reply) => {
    const data = await sendFeedback(db, currentUserOf(request), request.body, limit);
    return reply.code(201).send({ data });
  });

  routeFrom(app, feedbackContract.getFeedback, {}, async (request) => ({
    data: await listFeedbackItems(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, feedbackContract.patchFeedbackById, {}, async (request) => ({
    data: await markFeedback(db, currentUserOf(request), request.params.id, request.body.done),
  }));
  done();
};
