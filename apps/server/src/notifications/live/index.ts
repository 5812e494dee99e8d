import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addNotificationDelivery } from '../notify';
import { createLiveHub, type LiveHub } from './live-hub';
import { liveRoutes } from './live.routes';

export type { LiveHub };

/** Live updates (decision 103): the hub, its delivery hook and the SSE route. */
export async function registerLive(app: FastifyInstance, database: Database): Promise<LiveHub> {
  const hub = createLiveHub(database, app.log);
  const remove = addNotificationDelivery(database.db, ({ all }) => hub.notificationsWritten(all));
  app.addHook('onClose', async () => {
    remove();
    await hub.close();
  });
  await app.register(liveRoutes, { db: database.db, hub });
  return hub;
}
