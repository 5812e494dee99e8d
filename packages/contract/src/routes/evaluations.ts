import { ApiErrorBody, IdParams, dataEnvelope } from '../api';
import {
  DealerEvaluationsResponse,
  EvaluationBody,
  EvaluationListQuery,
  OrderResponse,
} from '../orders';
import { route } from './route';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

/** The routes of evaluations (registered by its evaluations.routes.ts on the server). */
export const evaluationsContract = {
  postOrderEvaluation: route({
    method: 'POST',
    path: '/api/Order/{id}/Evaluation',
    public: false,
    tags,
    summary: 'Rates my fulfilled order (1–5, comment), or changes it, within a month',
    params: IdParams,
    body: EvaluationBody,
    responses: { 200: dataEnvelope(OrderResponse), ...errors, 409: ApiErrorBody },
  }),
  getUserEvaluations: route({
    method: 'GET',
    path: '/api/User/{id}/Evaluations',
    public: false,
    tags,
    summary: "A dealer's evaluations: the average and the newest first (people sharing a group)",
    params: IdParams,
    query: EvaluationListQuery,
    responses: { 200: dataEnvelope(DealerEvaluationsResponse), ...errors, 403: ApiErrorBody },
  }),
};
