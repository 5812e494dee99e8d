import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { freePort } from '../test/free-port';
import { CookieJar } from '../test/cookie-jar';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  signIn,
  type IdentityTestApp,
} from '../test/identity';
import { startTestOidcProvider, type TestOidcProvider } from '../test/oidc-provider';

/*
 * Google sign-in end to end: the app listens on a real port, a real OpenID Connect provider
 * stands in for Google through GOOGLE_DISCOVERY_URL, and the test plays the browser, following
 * every redirect with its cookies.
 */

let t: IdentityTestApp;
let oidc: TestOidcProvider;
let appUrl: string;
beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  const client = { clientId: 'kozos-test', clientSecret: 'kozos-test-secret' };
  oidc = await startTestOidcProvider({
    ...client,
    redirectUri: `${appUrl}/api/auth/oauth2/callback/google`,
  });
  t = await buildIdentityTestApp({
    PUBLIC_URL: appUrl,
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  expect((t.app.server.address() as AddressInfo).port).toBe(port);
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

/** The browser: one cookie jar, redirects followed by hand so each hop is visible. */
async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
  });
  jar.store(url, response);
  return response;
}

/**
 * Runs the provider's login and consent pages as a user signing in as `login` would, and
 * returns the first address outside the provider (the app's callback).
 */
async function passProvider(jar: CookieJar, start: string, login: string): Promise<string> {
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    if (!url.startsWith(oidc.issuer)) return url;
    const response = await browse(jar, url);
    const location = response.headers.get('location');
    const html = await response.text();
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt, login, password: 'any' });
    const submitted = await browse(jar, new URL(action, url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    await submitted.text();
    url = new URL(submitted.headers.get('location') ?? '', url).toString();
  }
  throw new Error('too many redirects at the provider');
}

async function signInWithGoogle(login: string) {
  const jar = new CookieJar();
  const start = await browse(jar, `${appUrl}/api/auth/sign-in/oauth2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ providerId: 'google', callbackURL: '/auth/callback' }),
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(oidc.issuer)).toBe(true);

  const callback = await passProvider(jar, url, login);
  expect(callback.startsWith(`${appUrl}/api/auth/oauth2/callback/google?`)).toBe(true);
  const landed = await browse(jar, callback);
  await landed.text();
  expect(landed.status).toBe(302);
  expect(landed.headers.get('location')).toBe('/auth/callback');

  const exchange = await browse(jar, `${appUrl}/api/Session/Token`, {
    method: 'POST',
    headers: { origin: appUrl },
  });
  expect(exchange.status).toBe(200);
  const { data } = (await exchange.json()) as { data: { token: string } };
  return { token: data.token, jar };
}

describe('Google sign-in through OpenID Connect', () => {
  it('is announced to the login screen', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/AuthConfig' });
    expect(response.json()).toMatchObject({ data: { googleEnabled: true } });
  });

  it('creates a verified account, and the exchanged token works on the product API', async () => {
    const { token, jar } = await signInWithGoogle('gabor@example.org');
    // The session cookie was cleared by the exchange: the bearer token is the only key.
    expect(jar.header(`${appUrl}/api/User`)).not.toContain('session_token=');
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      data: { email: 'gabor@example.org', name: 'Google gabor', username: null },
    });
    const [row] = await t.database.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, 'gabor@example.org'));
    expect(row?.emailVerified).toBe(true);
  });

  it('signs the same person into the same account next time', async () => {
    const first = await signInWithGoogle('repeat@example.org');
    const second = await signInWithGoogle('repeat@example.org');
    const ids = await Promise.all(
      [first.token, second.token].map(async (token) => {
        const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
        return me.json<{ data: { id: string } }>().data.id;
      }),
    );
    expect(ids[0]).toBe(ids[1]);
  });

  it('joins an existing verified password account with the same address', async () => {
    const user = await createUser(t);
    const { token } = await signInWithGoogle(user.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
    expect(me.json()).toMatchObject({ data: { id: user.id } });
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('without Google configured', () => {
  it('says so and refuses the OAuth start', async () => {
    const plain = await buildIdentityTestApp();
    try {
      const config = await plain.app.inject({ method: 'GET', url: '/api/AuthConfig' });
      expect(config.json()).toMatchObject({ data: { googleEnabled: false } });
      const start = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/oauth2',
        payload: { providerId: 'google', callbackURL: '/auth/callback' },
      });
      expect(start.statusCode).toBe(404);
      expect(start.json()).toMatchObject({ status: 404, errors: {} });
    } finally {
      await plain.close();
    }
  });
});
