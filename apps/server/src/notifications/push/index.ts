import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { TextStore } from '../../texts/text-store';
import type { AppMetrics } from '../../metrics/metrics';
import { addNotificationDelivery } from '../notify';
import { createPushDelivery } from './push-delivery';
import { pushRoutes } from './push.routes';
import { resolveVapidKeys } from './vapid';

/**
 * Web Push (decision 102): the routes browsers register with and the delivery hook.
 */
export async function registerPush(
  app: FastifyInstance,
  config: Config,
  {
    db,
    texts,
    agent,
    metrics,
  }: {
    db: Db;
    texts: TextStore;
    agent: Agent | undefined;
    metrics: Pick<AppMetrics, 'pushed'>;
  },
): Promise<void> {
  const vapid = lazyVapidKeys(db);
  await app.register(pushRoutes, {
    db,
    publicKey: () => vapid().then((keys) => keys.publicKey),
    hosts: config.push.serviceHosts,
  });
  const remove = addNotificationDelivery(db, async (batch) => {
    const keys = await vapid();
    const deliver = createPushDelivery({
      db,
      texts,
      vapid: keys,
      subject: config.push.subject,
      hosts: config.push.serviceHosts,
      logger: app.log,
      pushed: (result) => metrics.pushed(result),
      ...(agent ? { agent } : {}),
    });
    await deliver(batch);
  });
  app.addHook('onClose', (_instance, closed) => {
    remove();
    closed();
  });
}

/** The keys are read (or made) on first use, so building the app touches no table. */
function lazyVapidKeys(db: Db) {
  let keys: ReturnType<typeof resolveVapidKeys> | undefined;
  return () => (keys ??= resolveVapidKeys(db));
}
