import {
  ApiErrorBody,
  dataEnvelope,
  IdParams,
  NotificationCountResponse,
  NotificationListQuery,
  NotificationResponse,
  NotificationTestQuery,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { currentUserOf } from '../identity/current-user';
import {
  countMyUnseenNotifications,
  listMyNotifications,
  seeAllMyNotifications,
  seeMyNotification,
  sendTestNotification,
} from './notifications.service';

const tags = ['notifications'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };
const empty = dataEnvelope(z.object({}));

export const notificationsRoutes: FastifyPluginCallbackZod<{
  db: Db;
  /** How much later `?delayed=true` delivers the test notification. */
  testDelayMs: number;
}> = (app, { db, testDelayMs }, done) => {
  app.addHook('preValidation', app.requireUser);

  // The delayed test is a plain in-process timer: good enough for a self-check button. The
  // scheduler of the reminders issue, safe with several instances, is for real scheduled work.
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', (_instance, closed) => {
    for (const timer of timers) clearTimeout(timer);
    closed();
  });

  app.get(
    '/api/Notification',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first (20 per page)',
        querystring: NotificationListQuery,
        response: { 200: dataEnvelope(z.array(NotificationResponse)), ...errors },
      },
    },
    async (request) => ({
      data: await listMyNotifications(db, currentUserOf(request), request.query),
    }),
  );

  app.get(
    '/api/Notification/Count',
    {
      schema: {
        tags,
        summary: 'How many of my notifications are unseen',
        response: { 200: dataEnvelope(NotificationCountResponse), ...errors },
      },
    },
    async (request) => ({ data: await countMyUnseenNotifications(db, currentUserOf(request)) }),
  );

  app.patch(
    '/api/Notification/SeeAll',
    {
      schema: {
        tags,
        summary: 'Marks all my notifications seen (leaving the notifications screen)',
        response: { 200: empty, ...errors },
      },
    },
    async (request) => {
      await seeAllMyNotifications(db, currentUserOf(request));
      return { data: {} };
    },
  );

  app.patch(
    '/api/Notification/:id/See',
    {
      schema: {
        tags,
        summary: 'Marks one of my notifications seen; anyone else’s is 404',
        params: IdParams,
        response: { 200: empty, ...errors, 404: ApiErrorBody },
      },
    },
    async (request) => {
      await seeMyNotification(db, currentUserOf(request), request.params.id);
      return { data: {} };
    },
  );

  app.post(
    '/api/Notification/Test',
    {
      schema: {
        tags,
        summary: 'Sends me a TEST notification, now or (delayed=true) a few seconds later',
        querystring: NotificationTestQuery,
        response: { 201: empty, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = currentUserOf(request);
      if (request.query.delayed !== 'true') {
        await sendTestNotification(db, viewer);
        return reply.code(201).send({ data: {} });
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        sendTestNotification(db, viewer).catch((error: unknown) => {
          app.log.error({ err: error }, 'the delayed test notification failed');
        });
      }, testDelayMs);
      timers.add(timer);
      return reply.code(201).send({ data: {} });
    },
  );
  done();
};
