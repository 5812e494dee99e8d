import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteClock } from '../cache/write-clock';
import type { Db } from '../db/client';
import { unauthorized } from '../errors';
import type { Auth } from './auth';
import { createSessionResolver } from './session-resolver';

/** Who is calling a product route. */
export interface CurrentUser {
  id: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** Until when the caller's session needs no refresh (epoch ms), once resolved. */
    sessionFreshUntil: number | undefined;
  }
  interface FastifyInstance {
    /** preValidation hook of every product route that needs a signed-in user: who calls is
     * checked before what they sent (decision 052). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** `requireUser` that also takes the session cookie: for the photo variants only, which an
     * `<img>` fetches without a header; a GET that changes nothing (decision 161). */
    requireUserOrSessionCookie: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Resolves `Authorization: Bearer <token>` through Better Auth (session-resolver.ts). Only that
 * header is passed on: a session cookie alone never authenticates a product call, so the
 * product API has no CSRF surface (decision 012).
 */
export const currentUserPlugin = fp(
  (
    app: FastifyInstance,
    options: { auth: Auth; db: Db; clock: WriteClock },
    done: (error?: Error) => void,
  ) => {
    const sessions = createSessionResolver(options.auth, options.db, options.clock);
    app.decorateRequest('currentUser', null);
    app.decorateRequest('sessionFreshUntil', undefined);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const authorization = request.headers.authorization;
      if (!authorization || !/^bearer\s+\S/i.test(authorization)) throw unauthorized();
      const session = await sessions.resolve(authorization);
      if (!session) throw unauthorized();
      request.currentUser = session.user;
      request.sessionFreshUntil = session.freshUntil;
    });
    app.decorate('requireUserOrSessionCookie', async (request: FastifyRequest) => {
      const authorization = request.headers.authorization;
      const cookie = sessionCookieOf(request.headers.cookie);
      const header =
        authorization && /^bearer\s+\S/i.test(authorization)
          ? authorization
          : cookie
            ? `Bearer ${cookie}`
            : undefined;
      if (!header) throw unauthorized();
      const session = await sessions.resolve(header);
      if (!session) throw unauthorized();
      request.currentUser = session.user;
      request.sessionFreshUntil = session.freshUntil;
    });
    done();
  },
  { name: 'kozos-current-user' },
);

const sessionCookieNames = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

/** Better Auth's signed session token from a Cookie header (Secure name first), if any. */
export function sessionCookieOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const pairs = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!pairs.has(name)) pairs.set(name, part.slice(at + 1).trim());
  }
  for (const name of sessionCookieNames) {
    const value = pairs.get(name);
    if (!value) continue;
    try {
      const token = decodeURIComponent(value);
      if (/^[\w.+/=-]+$/.test(token)) return token;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The caller of a route guarded by `requireUser`. */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
