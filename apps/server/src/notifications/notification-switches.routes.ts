import {
  ApiErrorBody,
  dataEnvelope,
  NotificationSwitch,
  NotificationSwitchBody,
  switchableNotificationTypes,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { userScope, writesTo } from '../db/write-scope';
import { currentUserOf } from '../identity/current-user';
import { listOptOuts, setOptOut } from './notifications.repository';

async function listSwitches(db: Db, userId: string): Promise<NotificationSwitch[]> {
  const off = new Set(await listOptOuts(db, userId));
  return switchableNotificationTypes.map((type) => ({ type, enabled: !off.has(type) }));
}

/**
 * The signed-in user's switches of single notification kinds (decision 087), beside the general
 * switch (`PATCH /api/User` isNotificationEnabled) and the digest's (`/api/Digest`).
 */
export const notificationSwitchesRoutes: FastifyPluginCallbackZod<{ db: Db }> = (
  app,
  { db },
  done,
) => {
  app.addHook('preValidation', app.requireUser);
  const schema = {
    tags: ['notifications'],
    response: {
      200: dataEnvelope(z.array(NotificationSwitch)),
      400: ApiErrorBody,
      401: ApiErrorBody,
    },
  };
  app.get(
    '/api/Notification/Switches',
    {
      schema: {
        ...schema,
        summary: 'The notification kinds I may turn off, and whether each is on',
      },
    },
    async (request) => ({ data: await listSwitches(db, currentUserOf(request).id) }),
  );
  app.put(
    '/api/Notification/Switches',
    {
      schema: {
        ...schema,
        summary: 'Turns one notification kind on or off for me (off: none is written at all)',
        body: NotificationSwitchBody,
      },
    },
    async (request) => {
      const { id } = currentUserOf(request);
      const { type, enabled } = request.body;
      await writesTo([userScope(id)], () => setOptOut(db, id, type, !enabled));
      return { data: await listSwitches(db, id) };
    },
  );
  done();
};
