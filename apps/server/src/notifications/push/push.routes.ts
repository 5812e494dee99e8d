import { pushContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { checkPushToken, registerPushToken } from './push.service';

export const pushRoutes: FastifyPluginCallbackZod<{
  db: Db;
  publicKey: () => Promise<string>;
  /** Push service hosts an endpoint may point at (PUSH_SERVICE_HOSTS). */
  hosts: readonly string[];
}> = (app, { db, publicKey, hosts }, done) => {
  app.addHook('preValidation', app.requireUser);

  routeFrom(app, pushContract.getUserPushKey, {}, async () => ({
    data: { publicKey: await publicKey() },
  }));

  routeFrom(app, pushContract.postUserToken, {}, async (request) => {
    await registerPushToken(db, currentUserOf(request), request.body, hosts);
    return { data: {} };
  });

  routeFrom(app, pushContract.postUserCheckNotificationToken, {}, async (request) => ({
    data: await checkPushToken(db, currentUserOf(request), request.body, hosts),
  }));
  done();
};
