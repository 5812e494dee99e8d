import {
  ApiErrorBody,
  dataEnvelope,
  PushKeyResponse,
  PushTokenBody,
  PushTokenCheckResponse,
} from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { checkPushToken, registerPushToken } from './push.service';

const tags = ['notifications'];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody };

export const pushRoutes: FastifyPluginCallbackZod<{
  db: Db;
  publicKey: () => Promise<string>;
  /** Push service hosts an endpoint may point at (PUSH_SERVICE_HOSTS). */
  hosts: readonly string[];
}> = (app, { db, publicKey, hosts }, done) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/User/PushKey',
    {
      schema: {
        tags,
        summary: 'The VAPID public key a browser subscribes to push with',
        response: { 200: dataEnvelope(PushKeyResponse), ...errors },
      },
    },
    async () => ({ data: { publicKey: await publicKey() } }),
  );

  app.post(
    '/api/User/Token',
    {
      schema: {
        tags,
        summary: 'Registers (or renews) this browser’s push subscription (spec §7 push token)',
        body: PushTokenBody,
        response: { 200: dataEnvelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      await registerPushToken(db, currentUserOf(request), request.body, hosts);
      return { data: {} };
    },
  );

  app.post(
    '/api/User/CheckNotificationToken',
    {
      schema: {
        tags,
        summary: 'Whether this push subscription is registered for me',
        body: PushTokenBody,
        response: { 200: dataEnvelope(PushTokenCheckResponse), ...errors },
      },
    },
    async (request) => ({
      data: await checkPushToken(db, currentUserOf(request), request.body, hosts),
    }),
  );
  done();
};
