import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
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
    ...(target === true ? {} : { stream: target }),
  };
}
