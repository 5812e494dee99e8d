import {
  ApiErrorBody,
  dataEnvelope,
  DealerEvaluationsResponse,
  EvaluationBody,
  EvaluationListQuery,
  IdParams,
  OrderResponse,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { evaluateOrder, getDealerEvaluations } from './evaluations.service';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/** Evaluations of fulfilled orders (spec §4, §9). */
export const evaluationsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  app.post(
    '/api/Order/:id/Evaluation',
    {
      schema: {
        tags,
        summary: 'Rates my fulfilled order (1–5, comment), or changes it, within a month',
        params: IdParams,
        body: EvaluationBody,
        response: { 200: dataEnvelope(OrderResponse), ...errors, 409: ApiErrorBody },
      },
    },
    async (request) => ({
      data: await evaluateOrder(db, currentUserOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/User/:id/Evaluations',
    {
      schema: {
        tags,
        summary:
          "A dealer's evaluations: the average and the newest first (people sharing a group)",
        params: IdParams,
        querystring: EvaluationListQuery,
        response: { 200: dataEnvelope(DealerEvaluationsResponse), ...errors, 403: ApiErrorBody },
      },
    },
    async (request) => ({
      data: await getDealerEvaluations(
        db,
        currentUserOf(request),
        request.params.id,
        request.query,
      ),
    }),
  );
  done();
};
