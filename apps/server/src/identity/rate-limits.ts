import rateLimit from '@fastify/rate-limit';
import { containsNul, errorMessages } from '@kozos/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { hasSessionFrom } from './identity.repository';

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

interface ScopeLimiters {
  ip: Limiter;
  address: Limiter;
  /** Sign-in only: the address from all IPs together, above the per-(address, IP) limit. */
  addressAllIps?: Limiter;
}

/**
 * Per-IP and per-address limits on the requests that guess passwords or tokens or send mail.
 * Sign-in counts the address per IP, so a stranger who burns an address's budget does not lock
 * its owner out, plus a higher ceiling for the address from all IPs that stops a distributed
 * guesser; an IP holding a session of the account is not held to the ceiling (decision 121).
 * Counters live in this process's memory (@fastify/rate-limit's LRU store): with several
 * instances each counts on its own, so the effective limit is N times higher (decision 012).
 */
export async function registerAuthRateLimits(
  app: FastifyInstance,
  settings: AuthConfig['rateLimit'],
  db: Db,
): Promise<AuthRateLimits> {
  // Only the limiters made below count; other routes are not limited by this plugin.
  await app.register(rateLimit, { global: false });
  const limit = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: settings.windowMs, keyGenerator: key });
  const limiters = new Map<LimitScope, ScopeLimiters>();
  for (const scope of limitScopes) {
    const address = (request: FastifyRequest) => addressIn(request.body) ?? '';
    limiters.set(
      scope,
      scope === 'sign-in'
        ? {
            ip: limit(settings.perIp, (request) => `${scope}|ip|${request.ip}`),
            address: limit(
              settings.perAddress,
              (request) => `${scope}|address-ip|${address(request)}|${request.ip}`,
            ),
            addressAllIps: limit(
              settings.perAddressAllIps,
              (request) => `${scope}|address|${address(request)}`,
            ),
          }
        : {
            ip: limit(settings.perIp, (request) => `${scope}|ip|${request.ip}`),
            address: limit(
              settings.perAddress,
              (request) => `${scope}|address|${address(request)}`,
            ),
          },
    );
  }
  return {
    async check(request, reply, scope) {
      const limiter = limiters.get(scope);
      if (!limiter) return;
      enforce(await limiter.ip(request), reply);
      const address = addressIn(request.body);
      if (address === undefined) return;
      enforce(await limiter.address(request), reply);
      if (limiter.addressAllIps && !(await isKnownSource(db, address, request.ip))) {
        enforce(await limiter.addressAllIps(request), reply);
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

/**
 * Whether the account holds a session from this IP. The limits run before the body's NUL check
 * (guesses count too), and a NUL byte cannot reach a query (decision 050).
 */
async function isKnownSource(db: Db, address: string, ip: string): Promise<boolean> {
  return !containsNul(address) && (await hasSessionFrom(db, address, ip));
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
