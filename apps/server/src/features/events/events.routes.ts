import {
  ApiErrorBody,
  CreateEventBody,
  dataEnvelope,
  DeleteEventQuery,
  EventApplicationBody,
  EventListQuery,
  EventResponse,
  IdParams,
  PatchEventBody,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { answerEvent } from './applications.service';
import { editEvent } from './event-edit.service';
import { createEvent, deleteEvent, getEvent, listEvents } from './events.service';

const tags = ['events'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const eventErrors = { ...errors, 403: ApiErrorBody, 404: ApiErrorBody };

export const eventsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/Event',
    {
      schema: {
        tags,
        summary: 'Events of my groups (search, tags, sortBy time|creationTime|name, hidePast)',
        querystring: EventListQuery,
        response: { 200: dataEnvelope(z.array(EventResponse)), ...errors },
      },
    },
    async (request) => ({ data: await listEvents(db, currentUserOf(request), request.query) }),
  );

  app.get(
    '/api/Event/:id',
    {
      schema: {
        tags,
        summary: 'An event with its answers (members of its group only)',
        params: IdParams,
        response: { 200: dataEnvelope(EventResponse), ...eventErrors },
      },
    },
    async (request) => ({ data: await getEvent(db, currentUserOf(request), request.params.id) }),
  );

  app.post(
    '/api/Event',
    {
      schema: {
        tags,
        summary: 'Creates an event in a group of mine; a repeat creates every occurrence',
        body: CreateEventBody,
        response: { 201: dataEnvelope(EventResponse), ...eventErrors },
      },
    },
    async (request, reply) => {
      const data = await createEvent(db, currentUserOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/api/Event/:id',
    {
      schema: {
        tags,
        summary: 'Edits an event, or this and the following occurrences (author or group admin)',
        params: IdParams,
        body: PatchEventBody,
        response: { 200: dataEnvelope(EventResponse), ...eventErrors },
      },
    },
    async (request) => ({
      data: await editEvent(db, currentUserOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/Event/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an event, or this and the following occurrences; tells who said yes',
        params: IdParams,
        querystring: DeleteEventQuery,
        response: { 200: dataEnvelope(z.object({})), ...eventErrors },
      },
    },
    async (request) => {
      await deleteEvent(db, currentUserOf(request), request.params.id, request.query);
      return { data: {} };
    },
  );

  app.post(
    '/api/EventApplication',
    {
      schema: {
        tags,
        summary: 'Answers an event yes, no or neutral (null) before its application deadline',
        body: EventApplicationBody,
        response: { 200: dataEnvelope(EventResponse), 422: ApiErrorBody, ...eventErrors },
      },
    },
    async (request) => ({ data: await answerEvent(db, currentUserOf(request), request.body) }),
  );
  done();
};
