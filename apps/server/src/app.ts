import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemRoutes } from './features/system/system.routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { loggerOptions, requestIdFor, type LogTarget } from './plugins/logging';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';

export interface AppDeps {
  database: Database;
  /** JSON logs to stdout (default), off (`false`, tests) or into a stream a test reads. */
  logger?: LogTarget;
}

export type App = FastifyInstance;

/** Builds the whole app without listening, so tests drive it through `app.inject()`. */
export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logger ?? true),
    genReqId: requestIdFor,
    requestIdHeader: false,
    // An idle keep-alive socket would otherwise hold close() open (stack notes).
    forceCloseConnections: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality 11 costs far too much CPU per dynamic response.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  await app.register(systemRoutes, { database: deps.database });

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}
