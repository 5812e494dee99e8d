import { containsNul, errorMessages } from '@kozos/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { WindowCounter } from '../limits/window-counter';
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

/** Counts one request under a key; answers whether it is over the limit, and for how long. */
type Limiter = (request: FastifyRequest) => Promise<Verdict>;

interface Verdict {
  exceeded: boolean;
  retryAfterMs: number;
}

interface ScopeLimiters {
  ip: Limiter;
  address: Limiter;
  /** Sign-in only: the address from all IPs together, above the per-(address, IP) limit. */
  addressAllIps?: Limiter;
}

/**
 * Every request counts in a fixed window, refused ones too (as @fastify/rate-limit counted
 * before), in the database all instances share (decision 152).
 */
function limiter(
  db: Db,
  max: number,
  windowMs: number,
  key: (request: FastifyRequest) => string,
): Limiter {
  const counter = new WindowCounter(db, 'rate', max, windowMs);
  return async (request) => {
    const now = Date.now();
    const window = await counter.add(key(request), now);
    return { exceeded: window.count > max, retryAfterMs: window.endsAt - now };
  };
}

/**
 * Per-IP and per-address limits on the requests that guess passwords or tokens or send mail.
 * Sign-in counts the address per IP, so a stranger who burns an address's budget does not lock
 * its owner out, plus a higher ceiling for the address from all IPs that stops a distributed
 * guesser; an IP holding a session of the account is not held to the ceiling (decision 121).
 * Counters live in the database (decision 152, replacing 012's per-process memory): with
 * several instances the limits hold in total, and a restart keeps them.
 */
export function createAuthRateLimits(settings: AuthConfig['rateLimit'], db: Db): AuthRateLimits {
  const limit = (max: number, key: (request: FastifyRequest) => string) =>
    limiter(db, max, settings.windowMs, key);
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
 * A per-IP limit on a route outside sign-in, counted like the ones above (in the database
 * every instance shares): an `onRequest` hook answering 429 with Retry-After once the IP is
 * over `perIp` in the window.
 */
export function perIpRateLimit(
  db: Db,
  name: string,
  settings: { perIp: number; windowMs: number },
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = limiter(
    db,
    settings.perIp,
    settings.windowMs,
    (request) => `${name}|ip|${request.ip}`,
  );
  return async (request, reply) => enforce(await check(request), reply);
}

/**
 * Whether the account holds a session from this IP. The limits run before the body's NUL check
 * (guesses count too), and a NUL byte cannot reach a query (decision 050).
 */
async function isKnownSource(db: Db, address: string, ip: string): Promise<boolean> {
  return !containsNul(address) && (await hasSessionFrom(db, address, ip));
}

function enforce(verdict: Verdict, reply: FastifyReply): void {
  if (!verdict.exceeded) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
  throw new AppError(429, errorMessages.tooManyRequests);
}

/** The e-mail address a request body names, normalized as Better Auth stores it. */
export function addressIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}
