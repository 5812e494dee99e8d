import {
  notificationSwitchesContract as contract,
  type NotificationSwitch,
  switchableNotificationTypes,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../plugins/contract-route';
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
  routeFrom(app, contract.getNotificationSwitches, {}, async (request) => ({
    data: await listSwitches(db, currentUserOf(request).id),
  }));
  routeFrom(app, contract.putNotificationSwitches, {}, async (request) => {
    const { id } = currentUserOf(request);
    const { type, enabled } = request.body;
    await writesTo([userScope(id)], () => setOptOut(db, id, type, !enabled));
    return { data: await listSwitches(db, id) };
  });
  done();
};
