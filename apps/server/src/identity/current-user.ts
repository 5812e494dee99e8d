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
    done();
  },
  { name: 'kozos-current-user' },
);

/** The caller of a route guarded by `requireUser`. */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
