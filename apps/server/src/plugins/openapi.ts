import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { appVersion } from '@kozos/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; register before the routes. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Közös API', version: appVersion },
        servers: [{ url: options.publicUrl }],
      },
      // The UI's own routes hide themselves, so nothing needs skipping.
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The validator badge would load an image from validator.swagger.io, outside our CSP.
      uiConfig: { validatorUrl: null },
      // Keep the app's CSP: the UI uses only its own external scripts, which 'self' allows.
      staticCSP: false,
    });
  },
  { name: 'kozos-openapi' },
);
