import { eventsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { answerEvent } from './applications.service';
import { editEvent } from './event-edit.service';
import { createEvent, deleteEvent, getEvent, listEvents } from './events.service';

export const eventsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, eventsContract.getEvent, {}, async (request) => ({
    data: await listEvents(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, eventsContract.getEventById, {}, async (request) => ({
    data: await getEvent(db, currentUserOf(request), request.params.id),
  }));

  routeFrom(app, eventsContract.postEvent, {}, async (request, reply) => {
    const data = await createEvent(db, currentUserOf(request), request.body);
    return reply.code(201).send({ data });
  });

  routeFrom(app, eventsContract.patchEventById, {}, async (request) => ({
    data: await editEvent(db, currentUserOf(request), request.params.id, request.body),
  }));

  routeFrom(app, eventsContract.deleteEventById, {}, async (request) => {
    await deleteEvent(db, currentUserOf(request), request.params.id, request.query);
    return { data: {} };
  });

  routeFrom(app, eventsContract.postEventApplication, {}, async (request) => ({
    data: await answerEvent(db, currentUserOf(request), request.body),
  }));
  done();
};
