import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  signInToken,
  type IdentityTestApp,
  type TestUser,
} from '../test/identity';
import { sessionLifetime } from './auth';

/*
 * A bearer header Better Auth accepted once is afterwards resolved by one query of its session,
 * and that answer is reused until the next write (session-resolver.ts, decision 016). Whatever
 * ends or changes a session must still count at once; time passing must still expire it.
 */

let t: IdentityTestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildIdentityTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

/** The session token a bearer token carries (`token.signature`, URL-encoded). */
function sessionTokenOf(bearerToken: string): string {
  return decodeURIComponent(bearerToken).split('.')[0] ?? '';
}

/** A new sign-in whose header was used twice: the second use was answered from memory. */
async function freshToken(): Promise<string> {
  const token = await signInToken(t.app, user.email, user.password);
  expect((await me(token)).statusCode).toBe(200);
  expect((await me(token)).statusCode).toBe(200);
  return token;
}

/** Runs `check` with the wall clock moved `seconds` ahead (timers and I/O untouched). */
async function later<T>(seconds: number, check: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + seconds * 1000);
    return await check();
  } finally {
    vi.useRealTimers();
  }
}

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
}

function sessionRow(token: string) {
  return t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, sessionTokenOf(token)))
    .then((rows) => rows[0]);
}

describe('resolving a bearer token that was accepted before', () => {
  it('refuses it right after sign-out', async () => {
    const token = await freshToken();
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(token),
    });
    expect(signOut.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses the same session token with a forged signature', async () => {
    const token = await freshToken();
    const forged = `${sessionTokenOf(token)}.${'A'.repeat(43)}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses an expired session and removes it', async () => {
    const token = await freshToken();
    const status = await later(
      sessionLifetime.expiresIn + 60,
      async () => (await me(token)).statusCode,
    );
    expect(status).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('extends a session used after a day, as Better Auth does', async () => {
    const token = await freshToken();
    const before = (await sessionRow(token))?.expiresAt.getTime() ?? Infinity;
    const status = await later(
      sessionLifetime.updateAge + 60,
      async () => (await me(token)).statusCode,
    );
    expect(status).toBe(200);
    expect((await sessionRow(token))?.expiresAt.getTime()).toBeGreaterThan(before);
  });

  it('does not extend a session used within the day', async () => {
    const token = await freshToken();
    const before = (await sessionRow(token))?.expiresAt.getTime();
    expect((await me(token)).statusCode).toBe(200);
    expect((await sessionRow(token))?.expiresAt.getTime()).toBe(before);
  });

  it('sees a change of the admin flag written outside any request, at once', async () => {
    // The first account of the instance is the site admin; these two are not.
    const [viewer, other] = [await createUser(t), await createUser(t)];
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/User/${other.id}`, headers: bearer(viewer.token) });
    const emailSeen = async () =>
      (await read()).json<{ data: { email: string | null } }>().data.email;
    // A site admin sees every profile's contact details; a stranger does not.
    expect(await emailSeen()).toBeNull();
    expect(await emailSeen()).toBeNull();
    // Written straight through the database, as a scheduled job would: the data layer ticks.
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, viewer.id));
    expect(await emailSeen()).toBe(other.email);
  });
});
