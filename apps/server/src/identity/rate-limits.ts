import rateLimit from '@fastify/rate-limit';
import { errorMessages } from '@kozos/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config';
import { AppError } from '../errors';

/** Kinds of request limited separately: a burst of sign-ins does not block password resets. */
export const limitScopes = [
  'sign-in',
  'sign-up',
  'verification-mail',
  'password-reset',
  'token',
  'password-check',
] as const;
export type LimitScope = (typeof limitScopes)[number];

export interface AuthRateLimits {
  /** Counts the request per IP and, when the body names an e-mail address, per address. */
  check(request: FastifyRequest, reply: FastifyReply, scope: LimitScope): Promise<void>;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Per-IP and per-address limits on the requests that guess passwords or tokens or send mail.
 * Counters live in this process's memory (@fastify/rate-limit's LRU store): with several
 * instances each counts on its own, so the effective limit is N times higher (decision 012).
 */
export async function registerAuthRateLimits(
  app: FastifyInstance,
  settings: AuthConfig['rateLimit'],
): Promise<AuthRateLimits> {
  // Only the limiters made below count; other routes are not limited by this plugin.
  await app.register(rateLimit, { global: false });
  const limiters = new Map<LimitScope, { ip: Limiter; address: Limiter }>();
  for (const scope of limitScopes) {
    limiters.set(scope, {
      ip: app.createRateLimit({
        max: settings.perIp,
        timeWindow: settings.windowMs,
        keyGenerator: (request) => `${scope}|ip|${request.ip}`,
      }),
      address: app.createRateLimit({
        max: settings.perAddress,
        timeWindow: settings.windowMs,
        keyGenerator: (request) => `${scope}|address|${addressIn(request.body) ?? ''}`,
      }),
    });
  }
  return {
    async check(request, reply, scope) {
      const limiter = limiters.get(scope);
      if (!limiter) return;
      enforce(await limiter.ip(request), reply);
      if (addressIn(request.body) !== undefined) {
        enforce(await limiter.address(request), reply);
      }
    },
  };
}

/**
 * A per-IP limit on a route outside sign-in, counted like the ones above (in memory, per
 * instance): an `onRequest` hook answering 429 with Retry-After once the IP is over `perIp`
 * in the window. Needs registerAuthRateLimits to have run (it registers the plugin).
 */
export function perIpRateLimit(
  app: FastifyInstance,
  name: string,
  settings: { perIp: number; windowMs: number },
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limiter = app.createRateLimit({
    max: settings.perIp,
    timeWindow: settings.windowMs,
    keyGenerator: (request) => `${name}|ip|${request.ip}`,
  });
  return async (request, reply) => enforce(await limiter(request), reply);
}

function enforce(result: Awaited<ReturnType<Limiter>>, reply: FastifyReply): void {
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
  throw new AppError(429, errorMessages.tooManyRequests);
}

/** The e-mail address a request body names, normalized as Better Auth stores it. */
export function addressIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}
