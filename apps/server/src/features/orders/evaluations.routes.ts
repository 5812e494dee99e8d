import { evaluationsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { evaluateOrder, getDealerEvaluations } from './evaluations.service';

/** Evaluations of fulfilled orders (spec §4, §9). */
export const evaluationsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, evaluationsContract.postOrderEvaluation, {}, async (request) => ({
    data: await evaluateOrder(db, currentUserOf(request), request.params.id, request.body),
  }));

  routeFrom(app, evaluationsContract.getUserEvaluations, {}, async (request) => ({
    data: await getDealerEvaluations(db, currentUserOf(request), request.params.id, request.query),
  }));
  done();
};
