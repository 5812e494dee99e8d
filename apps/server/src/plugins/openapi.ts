import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { appVersion } from '@kozos/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeOperations } from './openapi-operations';

/** OpenAPI generated from the routes' zod schemas; register before the routes. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Közös API', version: appVersion },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'The set-auth-token header of POST /api/auth/sign-in/email (docs/api.md, decision 012)',
            },
          },
        },
        // Every operation needs it unless openapi-operations.ts names it public (decision 126).
        security: [{ bearerAuth: [] }],
      },
      // The UI's own routes hide themselves, so nothing needs skipping.
      transform: createJsonSchemaTransform({ skipList: [] }),
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        describeOperations(document.openapiObject);
        return document.openapiObject;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The validator badge would load an image from validator.swagger.io, outside our CSP.
      // A token entered under "Authorize" is kept across reloads of the page.
      uiConfig: { validatorUrl: null, persistAuthorization: true, displayOperationId: true },
      // Keep the app's CSP: the UI uses only its own external scripts, which 'self' allows.
      staticCSP: false,
    });
  },
  { name: 'kozos-openapi' },
);
