import { isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';

/*
 * What Better Auth may write to our log (decision 050). Its messages can quote what a client
 * sent (a `callbackURL` of 100 KB) and its database errors carry the query's parameters
 * (addresses, password hashes, tokens); only a short, redacted form reaches the log.
 */

/** Longest message text logged; the rest is cut. */
export const maxLoggedTextLength = 200;
const maxStackFrames = 8;

/** `text` without what follows `params:` (Drizzle's bound values) and at most 200 characters. */
export function redactLogText(text: string): string {
  const withoutParams = text.replace(/\bparams:[\s\S]*$/, 'params: [redacted]');
  return withoutParams.length > maxLoggedTextLength
    ? `${withoutParams.slice(0, maxLoggedTextLength)}… [${withoutParams.length} chars]`
    : withoutParams;
}

/** An error as logged: its name, redacted message, database error code and code frames. */
export function redactError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactLogText(String(error)) };
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, maxStackFrames);
  return {
    type: error.name,
    message: redactLogText(error.message),
    ...(code ? { code } : {}),
    stack: frames.join('\n'),
  };
}

/** Better Auth's `logger.log`: messages and errors in their redacted form. */
export function betterAuthLog(logger: FastifyBaseLogger) {
  return (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
    // Only an error is passed on: Better Auth's other details can hold OAuth state or tokens.
    const error = args.find((arg) => arg instanceof Error);
    const err = error ? { err: redactError(error) } : {};
    logger[level]({ component: 'better-auth', ...err }, redactLogText(message));
  };
}

/** Refusals (4xx) are answers, not incidents; only real failures reach the error log. */
export function logUnexpected(logger: FastifyBaseLogger) {
  return (error: unknown) => {
    if (isAPIError(error) && error.statusCode < 500) return;
    logger.error({ err: redactError(error), component: 'better-auth' }, 'identity provider error');
  };
}
