import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationTokens } from '../../db/schema';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  signInToken,
  uniqueEmail,
  type IdentityTestApp,
} from '../../test/identity';
import { createActivationToken } from './activation.service';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

const invalidToken = { message: 'invalid_token', status: 404, errors: {} };

function check(token: string) {
  return t.app.inject({ method: 'GET', url: `/api/CreateUser/Check/${token}` });
}

function createAccount(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/CreateUser', payload });
}

function newAccount(token: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Invited Ilona',
    username: `ilona_${randomUUID().slice(0, 6)}`,
    password: 'ilona-secret',
    token,
    ...overrides,
  };
}

/** Moves the expiry of the invitation to `email` into the past. */
async function expireInvitation(email: string): Promise<void> {
  await t.database.db
    .update(activationTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(activationTokens.email, email));
}

describe('GET /api/CreateUser/Check/{token}', () => {
  it('answers the invited address for a valid token', async () => {
    const email = uniqueEmail('invited');
    const token = await createActivationToken(t.database.db, { email });
    const response = await check(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { email } });
  });

  it('stores only a hash of the token', async () => {
    const email = uniqueEmail('invited');
    const token = await createActivationToken(t.database.db, { email });
    const [row] = await t.database.db
      .select()
      .from(activationTokens)
      .where(eq(activationTokens.email, email));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
  });

  it('answers 404 invalid_token for an unknown, expired or used token', async () => {
    expect((await check('no-such-token')).json()).toEqual(invalidToken);

    const expiredEmail = uniqueEmail('expired');
    const expired = await createActivationToken(t.database.db, { email: expiredEmail });
    await expireInvitation(expiredEmail);
    const expiredResponse = await check(expired);
    expect(expiredResponse.statusCode).toBe(404);
    expect(expiredResponse.json()).toEqual(invalidToken);

    const used = await createActivationToken(t.database.db, { email: uniqueEmail('used') });
    expect((await createAccount(newAccount(used))).statusCode).toBe(201);
    expect((await check(used)).json()).toEqual(invalidToken);
  });
});

describe('POST /api/CreateUser', () => {
  it('creates a verified, signed-in account with the invited address', async () => {
    const email = uniqueEmail('invited');
    const token = await createActivationToken(t.database.db, { email });
    const body = newAccount(token);
    const response = await createAccount(body);
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: { token: string; user: { id: string } } }>();
    expect(data.user).toMatchObject({ email, name: 'Invited Ilona', username: body.username });

    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(data.token) });
    expect(me.json()).toMatchObject({ data: { id: data.user.id, email } });
    // No verification mail is needed: the password signs in at once.
    expect(await signInToken(t.app, email, 'ilona-secret')).toContain('.');
  });

  it('gives the account the language the invited person saw on /activate', async () => {
    const token = await createActivationToken(t.database.db, { email: uniqueEmail('invited') });
    const response = await createAccount(newAccount(token, { language: 'hu' }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: { token: string; user: { language: string } } }>();
    expect(data.user.language).toBe('hu');
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(data.token) });
    expect(me.json()).toMatchObject({ data: { language: 'hu' } });

    const other = await createActivationToken(t.database.db, { email: uniqueEmail('invited') });
    const wrong = await createAccount(newAccount(other, { language: 'de' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { language: [expect.any(String)] } });
  });

  it('refuses an invalid, expired or used token with 404 invalid_token', async () => {
    expect((await createAccount(newAccount('no-such-token'))).json()).toEqual(invalidToken);

    const email = uniqueEmail('expired');
    const expired = await createActivationToken(t.database.db, { email });
    await expireInvitation(email);
    expect((await createAccount(newAccount(expired))).json()).toEqual(invalidToken);

    const used = await createActivationToken(t.database.db, { email: uniqueEmail('used') });
    expect((await createAccount(newAccount(used))).statusCode).toBe(201);
    const again = await createAccount(newAccount(used));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(invalidToken);
  });

  it('refuses a taken username (any case) with 409 and keeps the token usable', async () => {
    const existing = await createUser(t, { username: `Taken_${randomUUID().slice(0, 6)}` });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/User',
      headers: bearer(existing.token),
    });
    const username = me.json<{ data: { username: string } }>().data.username;
    const token = await createActivationToken(t.database.db, { email: uniqueEmail('invited') });
    const response = await createAccount(newAccount(token, { username: username.toLowerCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'username_taken',
      status: 409,
      errors: { username: ['username_taken'] },
    });
    expect((await check(token)).statusCode).toBe(200);
  });

  it('refuses an address that already has an account with 409 email_registered', async () => {
    const existing = await createUser(t);
    const token = await createActivationToken(t.database.db, { email: existing.email });
    const response = await createAccount(newAccount(token));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'email_registered',
      status: 409,
      errors: { email: ['email_registered'] },
    });
  });

  it('refuses a too short password and missing fields with 400', async () => {
    const token = await createActivationToken(t.database.db, { email: uniqueEmail('invited') });
    const short = await createAccount(newAccount(token, { password: 'abc' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { password: ['password_too_short'] } });
    const missing = await createAccount({ token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: {
        name: ['name is required'],
        username: ['username is required'],
        password: ['password is required'],
      },
    });
  });
});
