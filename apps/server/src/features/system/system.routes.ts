import { appVersion, errorMessages, systemContract } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routeFrom } from '../../plugins/contract-route';
import type { Database } from '../../db/client';

/** Liveness and the spec's teapot; both sit outside the feature services. */
export const systemRoutes: FastifyPluginCallbackZod<{ database: Database }> = (
  app,
  { database },
  done,
) => {
  routeFrom(app, systemContract.getTeapot, {}, async (_request, reply) =>
    reply.code(418).send({ message: errorMessages.teapot, status: 418, errors: {} }),
  );

  routeFrom(app, systemContract.getHealthz, {}, async (request, reply) => {
    // A stopping instance is not ready: a load balancer that checks takes it out (decision 186).
    if (app.drain.active)
      return reply.code(503).send({ status: 'error', database: 'ok', version: appVersion });
    try {
      await database.ping();
      return reply.code(200).send({ status: 'ok', database: 'ok', version: appVersion });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database ping failed');
      return reply.code(503).send({ status: 'error', database: 'error', version: appVersion });
    }
  });
  done();
};
