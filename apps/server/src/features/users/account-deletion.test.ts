import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions, accounts, sessions, users } from '../../db/schema';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  signIn,
  signUp,
  type IdentityTestApp,
} from '../../test/identity';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

function deleteAccount(token: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/User/Delete',
    headers: bearer(token),
    payload,
  });
}

describe('POST /api/User/Delete', () => {
  it('refuses a wrong password with 403 incorrect_password and keeps the account', async () => {
    const user = await createUser(t, { username: `keep_${randomUUID().slice(0, 6)}` });
    const response = await deleteAccount(user.token, { password: 'not-my-password' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'incorrect_password',
      status: 403,
      errors: { password: ['incorrect_password'] },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(user.token) });
    expect(me.statusCode).toBe(200);
  });

  it('requires the password field', async () => {
    const user = await createUser(t);
    const response = await deleteAccount(user.token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { password: ['password is required'] } });
  });

  it('anonymizes the account, ends its sessions and keeps the reason', async () => {
    const username = `gone_${randomUUID().slice(0, 6)}`;
    const user = await createUser(t, { username, name: 'Leaving Person' });
    const other = await createUser(t, { username: `stay_${randomUUID().slice(0, 6)}` });

    const response = await deleteAccount(user.token, {
      password: user.password,
      reason: 'moving away',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: 'Deleted user',
      username: null,
      email: `deleted-${user.id}@deleted.invalid`,
      phone: '',
      company: '',
      isAdmin: false,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const db = t.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([]);
    expect(
      await db.select().from(accountDeletions).where(eq(accountDeletions.userId, user.id)),
    ).toMatchObject([{ reason: 'moving away' }]);

    // The old token, the old password and the profile are gone; other members are untouched.
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(user.token) });
    expect(me.statusCode).toBe(401);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(403);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/User/${user.id}`,
      headers: bearer(other.token),
    });
    expect(profile.statusCode).toBe(404);
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/api/User',
      headers: bearer(other.token),
    });
    expect(otherMe.json()).toMatchObject({ data: { id: other.id, email: other.email } });
  });

  it('frees the e-mail address and the username for new accounts', async () => {
    const username = `reuse_${randomUUID().slice(0, 6)}`;
    const user = await createUser(t, { username });
    await deleteAccount(user.token, { password: user.password });
    expect((await signUp(t.app, user.email, 'another-secret')).statusCode).toBe(200);
    const someone = await createUser(t);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/User',
      headers: bearer(someone.token),
      payload: { username },
    });
    expect(patch.statusCode).toBe(200);
  });
});
