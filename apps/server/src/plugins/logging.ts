import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/*
 * Fastify's pino writes one JSON line per event with the request id as `reqId`. Secrets must
 * never reach the log: credentials travel in headers and password fields, so those paths are
 * censored wherever a log call includes them.
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  'password',
  '*.password',
  '*.*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
];

/*
 * Some URLs carry one-time secrets: verification and reset links, activation checks, the
 * ?k= of /activate and the OAuth callback's code and state. The request log keeps the path
 * shape and drops the secret.
 */
const secretQueryParameter = /([?&](?:token|k|code|state)=)[^&#]*/gi;
const secretPathSegment = /(\/api\/(?:auth\/reset-password|CreateUser\/Check)\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url
    .replace(secretPathSegment, '$1[redacted]')
    .replace(secretQueryParameter, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** Incoming ids are echoed only if they look like ids, so logs cannot be injected into. */
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

/** Where logs go: stdout, nowhere (tests by default), or a stream a test reads. */
export type LogTarget = boolean | { write(line: string): void };

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  target: LogTarget,
): FastifyServerOptions['logger'] {
  if (target === false) return false;
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(target === true ? {} : { stream: target }),
  };
}
