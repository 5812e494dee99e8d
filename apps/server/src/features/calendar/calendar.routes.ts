import {
  ApiErrorBody,
  CalendarQuery,
  CalendarResponse,
  CalendarSubscription,
  CalendarTokenParams,
  dataEnvelope,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CalendarSource } from '../../content/calendar-source';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { perIpRateLimit } from '../../identity/rate-limits';
import { readCalendar } from './calendar.service';
import {
  getSubscription,
  renewSubscription,
  revokeSubscription,
  subscriptionFeed,
} from './subscription.service';

const tags = ['calendar'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

interface CalendarOptions {
  db: Db;
  /** One per kind of dated content, registered in app.ts (decision 092). */
  sources: readonly CalendarSource[];
  publicUrl: string;
}

/** The calendar of the signed-in user and the management of their subscription address. */
export const calendarRoutes: FastifyPluginCallbackZod<CalendarOptions> = (
  app,
  { db, sources, publicUrl },
  done,
) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/Calendar',
    {
      schema: {
        tags,
        summary: 'What of my groups and of mine has a date in [from, to) (at most 93 days)',
        querystring: CalendarQuery,
        response: { 200: dataEnvelope(CalendarResponse), ...errors },
      },
    },
    async (request) => ({
      data: await readCalendar(db, sources, currentUserOf(request), request.query),
    }),
  );

  app.get(
    '/api/Calendar/Subscription',
    {
      schema: {
        tags,
        summary: 'My secret calendar address (ICS), or null',
        response: { 200: dataEnvelope(CalendarSubscription), ...errors },
      },
    },
    async (request) => ({
      data: await getSubscription(db, currentUserOf(request), publicUrl),
    }),
  );

  app.post(
    '/api/Calendar/Subscription',
    {
      schema: {
        tags,
        summary: 'Makes a new secret calendar address; the previous one stops working',
        response: { 201: dataEnvelope(CalendarSubscription), ...errors },
      },
    },
    async (request, reply) => {
      const data = await renewSubscription(db, currentUserOf(request), publicUrl);
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    '/api/Calendar/Subscription',
    {
      schema: {
        tags,
        summary: 'Revokes my secret calendar address',
        response: { 200: dataEnvelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      await revokeSubscription(db, currentUserOf(request));
      return { data: {} };
    },
  );
  done();
};

/**
 * `GET /api/Calendar/ics/{token}`: the subscription feed. No session: calendar apps cannot sign
 * in (Karrot frontend #2541); the secret token is the authorization. Every request counts
 * against a per-IP limit (decision 120), wrong tokens and malformed ones too.
 */
export const calendarFeedRoutes: FastifyPluginCallbackZod<
  CalendarOptions & { limit: { perIp: number; windowMs: number } }
> = (app, { db, sources, publicUrl, limit }, done) => {
  app.get(
    '/api/Calendar/ics/:token',
    {
      onRequest: perIpRateLimit(db, 'calendar-feed', limit),
      schema: {
        tags,
        summary: 'The iCalendar (RFC 5545) feed behind a secret calendar address',
        params: CalendarTokenParams,
        response: { 200: z.string(), 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const ics = await subscriptionFeed(db, sources, request.params.token, publicUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="kozos.ics"')
        .send(ics);
    },
  );
  done();
};
