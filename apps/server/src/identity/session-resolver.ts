import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { sessionLifetime, type Auth } from './auth';
import { findSessionUser } from './identity.repository';
import type { CurrentUser } from './current-user';

/*
 * Every product call resolves `Authorization: Bearer ...`. Better Auth's getSession costs about
 * 3 ms of CPU per call (it signs the bearer token into a cookie, verifies the signature, reads
 * session and user in two queries and parses both), more than a feed page itself
 * (docs/performance.md). Better Auth stays the judge of every header it has not seen: the first
 * call goes through getSession, which checks the signature and refreshes the session when due,
 * and we remember which session token that header carries. Later calls read that session and
 * its user in one query, so a sign-out, a revocation or an expiry counts at once, on every
 * instance. Only the signature check is remembered: it depends on nothing but the header and
 * the secret.
 */

/** Headers remembered per process; a header not in it just takes the slow path once more. */
const rememberedHeaders = 10_000;

export interface ResolvedSession {
  user: CurrentUser;
  /** Until when the session needs no refresh (epoch ms); it expires later still. */
  freshUntil: number;
}

export interface SessionResolver {
  /** The user of a `Bearer` header, or null when it names no live session. */
  resolve(authorization: string): Promise<ResolvedSession | null>;
}

/** When Better Auth would extend a session that expires at `expiresAt` (epoch ms). */
function refreshDueAt(expiresAt: number): number {
  return expiresAt - (sessionLifetime.expiresIn - sessionLifetime.updateAge) * 1000;
}

export function createSessionResolver(auth: Auth, db: Db): SessionResolver {
  const tokenOfHeader = new LRUCache<string, string>({ max: rememberedHeaders });

  async function throughBetterAuth(authorization: string): Promise<ResolvedSession | null> {
    const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
    if (!session) {
      tokenOfHeader.delete(authorization);
      return null;
    }
    tokenOfHeader.set(authorization, session.session.token);
    const user = session.user as { id: string; isAdmin?: unknown };
    return {
      user: { id: user.id, isAdmin: user.isAdmin === true },
      freshUntil: refreshDueAt(new Date(session.session.expiresAt).getTime()),
    };
  }

  return {
    async resolve(authorization) {
      const token = tokenOfHeader.get(authorization);
      if (token === undefined) return throughBetterAuth(authorization);
      const session = await findSessionUser(db, token);
      if (!session) {
        tokenOfHeader.delete(authorization);
        return null;
      }
      // Expired, or old enough that Better Auth would extend it: let Better Auth decide (it
      // deletes an expired session and refreshes a due one, as it does for its own routes).
      const freshUntil = refreshDueAt(session.expiresAt.getTime());
      if (freshUntil <= Date.now()) return throughBetterAuth(authorization);
      return { user: { id: session.userId, isAdmin: session.isAdmin }, freshUntil };
    },
  };
}
