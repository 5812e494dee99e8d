import {
  AddProducerBody,
  ApiErrorBody,
  ConnectionListQuery,
  dataEnvelope,
  DealerConnection,
  IdParams,
  ProducerConnection,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import type { Mailer } from '../../mail/mailer';
import type { TextStore } from '../../texts/text-store';
import type { ProducerInvitationLimits } from './producer-limits';
import {
  acceptRequest,
  addProducer,
  declineRequest,
  listMyDealers,
  listMyProducers,
  removeConnection,
} from './producers.service';

const tags = ['market'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

/** Producer and dealer connections (spec §3, §7; decision 071). */
export const producersRoutes: FastifyPluginCallbackZod<{
  db: Db;
  mailer: Mailer;
  texts: TextStore;
  publicUrl: string;
  limits: ProducerInvitationLimits;
}> = (app, { db, mailer, texts, publicUrl, limits }, done) => {
  app.addHook('preValidation', app.requireUser);
  const mailing = { mailer, texts, publicUrl, limits, logger: app.log };

  app.get(
    '/api/Producer',
    {
      schema: {
        tags,
        summary: 'My producer connections, pending ones marked (sort by creationTime or name)',
        querystring: ConnectionListQuery,
        response: { 200: dataEnvelope(z.array(ProducerConnection)), ...errors },
      },
    },
    async (request) => ({ data: await listMyProducers(db, currentUserOf(request), request.query) }),
  );

  app.post(
    '/api/Producer',
    {
      schema: {
        tags,
        summary:
          'Asks a producer by e-mail: the same answer whether or not the address has an account; the producer accepts',
        body: AddProducerBody,
        response: {
          201: dataEnvelope(ProducerConnection),
          ...errors,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const data = await addProducer(db, currentUserOf(request), request.body, mailing);
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    '/api/Producer/:id',
    {
      schema: {
        tags,
        summary: 'Removes a producer or dealer connection (either side); products lose the link',
        params: IdParams,
        response: {
          200: dataEnvelope(z.object({})),
          ...errors,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request) => {
      await removeConnection(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );

  app.get(
    '/api/Dealer',
    {
      schema: {
        tags,
        summary: 'Who has me as a producer, paged (sort by creationTime (joined) or name)',
        querystring: ConnectionListQuery,
        response: { 200: dataEnvelope(z.array(DealerConnection)), ...errors },
      },
    },
    async (request) => ({ data: await listMyDealers(db, currentUserOf(request), request.query) }),
  );

  const answerErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };
  app.post(
    '/api/Dealer/:id/Accept',
    {
      schema: {
        tags,
        summary: 'The producer accepts a dealer’s request: the dealer sees them from now on',
        params: IdParams,
        response: { 200: dataEnvelope(DealerConnection), ...answerErrors },
      },
    },
    async (request) => ({
      data: await acceptRequest(db, currentUserOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/Dealer/:id/Decline',
    {
      schema: {
        tags,
        summary: 'The producer declines a dealer’s request: it leaves their list, the dealer waits',
        params: IdParams,
        response: { 200: dataEnvelope(z.object({})), ...answerErrors },
      },
    },
    async (request) => {
      await declineRequest(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );
  done();
};
