import {
  ApiErrorBody,
  CreateFeedbackBody,
  dataEnvelope,
  FeedbackListQuery,
  FeedbackResponse,
  IdParams,
  PatchFeedbackBody,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import {
  createFeedbackLimit,
  listFeedbackItems,
  markFeedback,
  sendFeedback,
} from './feedback.service';

const tags = ['feedback'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

export const feedbackRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);
  const limit = createFeedbackLimit(db);

  app.post(
    '/api/Feedback',
    {
      schema: {
        tags,
        summary: 'Sends feedback, optionally about a screen (anyone signed in; 10 an hour)',
        body: CreateFeedbackBody,
        response: { 201: dataEnvelope(FeedbackResponse), ...errors, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const data = await sendFeedback(db, currentUserOf(request), request.body, limit);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/api/Feedback',
    {
      schema: {
        tags,
        summary: 'Open (or done) feedback, newest first (site administrators)',
        querystring: FeedbackListQuery,
        response: { 200: dataEnvelope(z.array(FeedbackResponse)), ...errors },
      },
    },
    async (request) => ({
      data: await listFeedbackItems(db, currentUserOf(request), request.query),
    }),
  );

  app.patch(
    '/api/Feedback/:id',
    {
      schema: {
        tags,
        summary: 'Marks feedback done, or open again (site administrators)',
        params: IdParams,
        body: PatchFeedbackBody,
        response: { 200: dataEnvelope(FeedbackResponse), ...errors, 404: ApiErrorBody },
      },
    },
    async (request) => ({
      data: await markFeedback(db, currentUserOf(request), request.params.id, request.body.done),
    }),
  );
  done();
};
