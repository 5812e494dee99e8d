import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { appMeta } from '../db/schema';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  signIn,
  type IdentityTestApp,
  type TestUser,
} from '../test/identity';
import { testPasswordHashing } from '../test/password-hashing';

let t: IdentityTestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildIdentityTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const unauthorized = { message: 'unauthorized', status: 401, errors: {} };
const productRoutes = [
  { method: 'GET', url: '/api/User' },
  { method: 'PATCH', url: '/api/User', payload: { name: 'Anna' } },
  { method: 'GET', url: '/api/User/00000000-0000-4000-8000-000000000000' },
  { method: 'POST', url: '/api/User/Delete', payload: { password: 'x' } },
] as const;

describe('the product API', () => {
  it.each(productRoutes)('answers $method $url without a token with a JSON 401', async (route) => {
    const response = await t.app.inject(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it.each(['Bearer not-a-token', 'Bearer abc.def', 'Basic dXNlcjpwdw==', 'Bearer'])(
    'refuses the authorization header %s',
    async (authorization) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/User',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    },
  );

  it('refuses a valid session cookie without a bearer token', async () => {
    const signedIn = await signIn(t.app, user.email, user.password);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    const response = await t.app.inject({ method: 'GET', url: '/api/User', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token after sign-out', async () => {
    const signedIn = await signIn(t.app, user.email, user.password);
    const token = String(signedIn.headers['set-auth-token']);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(token),
    });
    expect(signOut.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/User',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('leaves the public routes open', async () => {
    for (const url of ['/api/Teapot', '/healthz', '/api/AuthConfig', '/api/docs/json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(401);
    }
  });
});

describe('GET /api/AuthConfig', () => {
  it('tells the login screen that Google is off and the minimum password length', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/AuthConfig' });
    expect(response.json()).toEqual({ data: { googleEnabled: false, passwordMinLength: 6 } });
  });
});

describe('POST /api/Session/Token', () => {
  async function sessionCookie(): Promise<string> {
    const signedIn = await signIn(t.app, user.email, user.password);
    return String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
  }

  it('trades a same-origin session cookie for a bearer token and clears the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Session/Token',
      headers: { cookie: await sessionCookie(), origin: t.config.publicUrl },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ data: { token: string } }>().data;
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=; .*Max-Age=0/);
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
    expect(me.json()).toMatchObject({ data: { id: user.id } });
  });

  it('accepts Sec-Fetch-Site: same-origin when the browser sent no Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Session/Token',
      headers: { cookie: await sessionCookie(), 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, {}])(
    'refuses a request that is not provably same-origin (%o) with 403',
    async (headers) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Session/Token',
        headers: { cookie: await sessionCookie(), ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'forbidden', status: 403, errors: {} });
    },
  );

  it('answers 401 without a valid session cookie', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Session/Token',
        headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('the auth secret', () => {
  it('is generated once and kept in app_meta when AUTH_SECRET is unset', async () => {
    const database = await createTestDatabase();
    try {
      const config = { ...testConfig(), auth: { ...testConfig().auth, secret: undefined } };
      const first = await buildApp(config, {
        database,
        logger: false,
        passwordHashing: testPasswordHashing,
      });
      await first.close();
      const [stored] = await database.db
        .select()
        .from(appMeta)
        .where(eq(appMeta.key, 'auth_secret'));
      expect(stored?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const second = await buildApp(config, {
        database,
        logger: false,
        passwordHashing: testPasswordHashing,
      });
      await second.close();
      const rows = await database.db.select().from(appMeta).where(eq(appMeta.key, 'auth_secret'));
      expect(rows).toEqual([stored]);
    } finally {
      await database.close();
    }
  });
});
