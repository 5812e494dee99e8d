import { calendarContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
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

  routeFrom(app, calendarContract.getCalendar, {}, async (request) => ({
    data: await readCalendar(db, sources, currentUserOf(request), request.query),
  }));

  routeFrom(app, calendarContract.getCalendarSubscription, {}, async (request) => ({
    data: await getSubscription(db, currentUserOf(request), publicUrl),
  }));

  routeFrom(app, calendarContract.postCalendarSubscription, {}, async (request, reply) => {
    const data = await renewSubscription(db, currentUserOf(request), publicUrl);
    return reply.code(201).send({ data });
  });

  routeFrom(app, calendarContract.deleteCalendarSubscription, {}, async (request) => {
    await revokeSubscription(db, currentUserOf(request));
    return { data: {} };
  });
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
  routeFrom(
    app,
    calendarContract.getCalendarIcsByToken,
    { onRequest: perIpRateLimit(db, 'calendar-feed', limit) },
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
