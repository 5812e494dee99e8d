import { LRUCache } from 'lru-cache';
import type { WriteClock } from '../cache/write-clock';
import type { Db } from '../db/client';
import { userScope } from '../db/write-scope';
import { sessionLifetime, type Auth } from './auth';
import type { CurrentUser } from './current-user';
import { findSessionUser } from './identity.repository';

/*
 * Every product call resolves `Authorization: Bearer ...`. Better Auth's getSession costs about
 * 3 ms of CPU per call (it signs the bearer token into a cookie, verifies the signature, reads
 * session and user in two queries and parses both), more than a feed page itself (decision 016).
 * Better Auth stays the judge of every header it has not seen: the first call goes through
 * getSession, which checks the signature and refreshes the session when due, and we remember
 * which session token that header carries — the signature check depends on nothing but the
 * header and the secret. Later calls read that session and its user in one query, and that
 * answer is reused while the write clock shows no write of the user's scope since (decision
 * 043): Better Auth's writes (sign-out, revocation, password change) name no scope, so they
 * count as writes of everything, and our own changes to a person name that person; each counts
 * at once, on every instance. A session due for its refresh goes back to Better Auth.
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

interface Remembered {
  token: string;
  /** The last answer read from the database, the clock when it was read, what it depends on. */
  session?: ResolvedSession;
  stamp?: number;
  scopes?: readonly string[];
}

/** When Better Auth would extend a session that expires at `expiresAt` (epoch ms). */
function refreshDueAt(expiresAt: number): number {
  return expiresAt - (sessionLifetime.expiresIn - sessionLifetime.updateAge) * 1000;
}

export function createSessionResolver(auth: Auth, db: Db, clock: WriteClock): SessionResolver {
  const headers = new LRUCache<string, Remembered>({ max: rememberedHeaders });

  async function throughBetterAuth(authorization: string): Promise<ResolvedSession | null> {
    const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
    if (!session) {
      headers.delete(authorization);
      return null;
    }
    headers.set(authorization, { token: session.session.token });
    const user = session.user as { id: string; isAdmin?: unknown };
    return {
      user: { id: user.id, isAdmin: user.isAdmin === true },
      freshUntil: refreshDueAt(new Date(session.session.expiresAt).getTime()),
    };
  }

  async function fromDatabase(authorization: string, remembered: Remembered) {
    const stamp = clock.now();
    const row = await findSessionUser(db, remembered.token);
    if (!row) {
      headers.delete(authorization);
      return null;
    }
    const session = {
      user: { id: row.userId, isAdmin: row.isAdmin },
      freshUntil: refreshDueAt(row.expiresAt.getTime()),
    };
    // Expired, or old enough that Better Auth would extend it: let Better Auth decide (it
    // deletes an expired session and refreshes a due one, as it does for its own routes).
    if (session.freshUntil <= Date.now()) return throughBetterAuth(authorization);
    const scopes = [userScope(row.userId)];
    headers.set(authorization, { token: remembered.token, session, stamp, scopes });
    return session;
  }

  return {
    resolve(authorization) {
      const remembered = headers.get(authorization);
      if (!remembered) return throughBetterAuth(authorization);
      const { session, stamp, scopes } = remembered;
      if (
        session &&
        stamp !== undefined &&
        scopes &&
        clock.reliable() &&
        clock.unchangedSince(stamp, scopes) &&
        Date.now() < session.freshUntil
      )
        return Promise.resolve(session);
      return fromDatabase(authorization, remembered);
    },
  };
}
