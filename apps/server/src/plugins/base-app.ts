import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { Drain } from './drain';
import { errorHandlerPlugin } from './error-handler';
import { jsonBodyPlugin } from './json-body';
import { loggerOptions, requestIdFor, type LogTarget } from './logging';
import { openApiPlugin } from './openapi';
import { responseSerializerCompiler } from './response-serializer';
import { securityPlugin } from './security';

/**
 * The Fastify instance every route is registered on: logging and request ids, zod validation,
 * the error shape, JSON bodies, security headers, compression and the OpenAPI document.
 */
export async function createBaseApp(config: Config, logger: LogTarget) {
  const app = Fastify({
    logger: loggerOptions(config, logger),
    genReqId: requestIdFor,
    requestIdHeader: false,
    // close() ends idle keep-alive sockets and lets requests in flight finish (decision 155).
    forceCloseConnections: 'idle',
    // A request arriving during close() on a kept-alive socket is answered, with
    // `Connection: close`, not refused with a 503 a proxy would pass on (decision 186).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // Behind a proxy, request.ip (per-IP rate limits, session IPs) comes from X-Forwarded-For.
    ...(config.trustedProxy === undefined ? {} : { trustProxy: config.trustedProxy }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Compiled from the contract (decision 220); zod checks each answer too, except in production.
  app.setSerializerCompiler(
    responseSerializerCompiler({ checked: config.nodeEnv !== 'production' }),
  );
  app.decorate('drain', new Drain());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (app.drain.active) reply.header('connection', 'close');
  });

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality 11 costs far too much CPU per dynamic response.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });
  return app;
}
