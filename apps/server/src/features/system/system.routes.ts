import { ApiErrorBody, appVersion, errorMessages, HealthResponse } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

/** Liveness and the spec's teapot; both sit outside the feature services. */
export const systemRoutes: FastifyPluginCallbackZod<{ database: Database }> = (
  app,
  { database },
  done,
) => {
  app.get(
    '/api/Teapot',
    {
      schema: {
        tags: ['system'],
        summary: "I'm a teapot: the login screen calls it and ignores the answer (spec §7)",
        response: { 418: ApiErrorBody },
      },
    },
    async (_request, reply) =>
      reply.code(418).send({ message: errorMessages.teapot, status: 418, errors: {} }),
  );

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        summary: 'Health check: 200 when the database answers, 503 otherwise',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return reply.code(200).send({ status: 'ok', database: 'ok', version: appVersion });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database ping failed');
        return reply.code(503).send({ status: 'error', database: 'error', version: appVersion });
      }
    },
  );
  done();
};
