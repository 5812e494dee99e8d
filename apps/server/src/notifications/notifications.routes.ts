import { errorMessages, notificationsContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../plugins/contract-route';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { WindowCounter } from '../limits/window-counter';
import { currentUserOf } from '../identity/current-user';
import type { Scheduler } from '../jobs/scheduler';
import type { LiveHub } from './live';
import {
  countMyUnseenNotifications,
  listMyNotifications,
  seeAllMyNotifications,
  seeMyNotification,
  sendTestNotification,
} from './notifications.service';
import { testNotificationJob, testNotificationKey } from './test-notification-job';

/** The window of NOTIFICATION_TEST_LIMIT. */
const testWindowMs = 10 * 60 * 1000;

export const notificationsRoutes: FastifyPluginCallbackZod<{
  db: Db;
  /** How much later `?delayed=true` delivers the test notification. */
  testDelayMs: number;
  /** Runs the delayed test notification (decision 100). */
  scheduler: Scheduler;
  /** Tells the caller's open tabs the new unread count (decision 103). */
  live: Pick<LiveHub, 'countChanged'>;
  /**
   * Test notifications per user in 10 minutes (decision 056): a self-check needs a few, never a
   * stream, and each delayed one holds a timer in this process. One delayed test waits at a time.
   */
  testLimit: number;
}> = (app, { db, testDelayMs, testLimit, scheduler, live }, done) => {
  app.addHook('preValidation', app.requireUser);

  const tests = new WindowCounter(db, 'notification-test', testLimit, testWindowMs);

  routeFrom(app, notificationsContract.getNotification, {}, async (request) => ({
    data: await listMyNotifications(db, currentUserOf(request), request.query),
  }));

  routeFrom(app, notificationsContract.getNotificationCount, {}, async (request) => ({
    data: await countMyUnseenNotifications(db, currentUserOf(request)),
  }));

  routeFrom(app, notificationsContract.patchNotificationSeeAll, {}, async (request) => {
    const viewer = currentUserOf(request);
    await seeAllMyNotifications(db, viewer, request.query.upTo);
    await live.countChanged([viewer.id]);
    return { data: {} };
  });

  routeFrom(app, notificationsContract.patchNotificationSee, {}, async (request) => {
    const viewer = currentUserOf(request);
    await seeMyNotification(db, viewer, request.params.id);
    await live.countChanged([viewer.id]);
    return { data: {} };
  });

  routeFrom(app, notificationsContract.postNotificationTest, {}, async (request, reply) => {
    const viewer = currentUserOf(request);
    const delayed = request.query.delayed === 'true';
    const key = testNotificationKey(viewer.id);
    // A refused second delayed test does not use up one of the user's tests.
    if (delayed && (await scheduler.isWaiting(key))) {
      throw new AppError(429, errorMessages.tooManyRequests);
    }
    if (!(await tests.take(viewer.id))) throw new AppError(429, errorMessages.tooManyRequests);
    if (!delayed) {
      await sendTestNotification(db, viewer);
      return reply.code(201).send({ data: {} });
    }
    const runAt = new Date(Date.now() + testDelayMs);
    const added = await scheduler.schedule(testNotificationJob, { userId: viewer.id }, runAt, key);
    if (!added) throw new AppError(429, errorMessages.tooManyRequests);
    return reply.code(201).send({ data: {} });
  });
  done();
};
