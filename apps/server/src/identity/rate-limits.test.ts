import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIdentityTestApp,
  createUser,
  uniqueEmail,
  type IdentityTestApp,
} from '../test/identity';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp({
    AUTH_RATE_LIMIT_PER_IP: '6',
    AUTH_RATE_LIMIT_PER_ADDRESS: '3',
    AUTH_SIGN_IN_LIMIT_PER_ADDRESS: '5',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
    // The test varies the client address through X-Forwarded-For from the loopback proxy.
    TRUSTED_PROXY: '127.0.0.1',
  });
});
afterAll(async () => {
  await t.close();
});

const tooMany = { message: 'too_many_requests', status: 429, errors: {} };

function signInFrom(ip: string, email: string, password = 'wrong-password') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });
}

describe('rate limits', () => {
  it('stops sign-ins naming one address from one IP after the per-address limit', async () => {
    const email = uniqueEmail('target');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signInFrom('10.0.0.1', email)).statusCode).toBe(403);
    }
    const blocked = await signInFrom('10.0.0.1', email.toUpperCase());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address from the same IP is still answered normally.
    expect((await signInFrom('10.0.0.1', uniqueEmail())).statusCode).toBe(403);
  });

  // Issue 22.4: ten wrong passwords from anywhere used to lock the owner out for 15 minutes.
  it("does not let a stranger's wrong passwords stop the owner signing in from their own IP", async () => {
    const owner = await createUser(t);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signInFrom('10.0.5.1', owner.email)).statusCode).toBe(403);
    }
    expect((await signInFrom('10.0.5.1', owner.email)).statusCode).toBe(429);
    expect((await signInFrom('10.0.5.1', owner.email, owner.password)).statusCode).toBe(429);
    expect((await signInFrom('10.0.5.9', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('stops a distributed guesser at the address ceiling, but not an IP holding a session', async () => {
    const owner = await createUser(t);
    // The owner signed in at home once; the session remembers the address.
    expect((await signInFrom('10.0.6.100', owner.email, owner.password)).statusCode).toBe(200);
    // With the owner's two sign-ins (createUser's and this one) three guesses reach the ceiling.
    for (let guesser = 1; guesser <= 3; guesser++) {
      expect((await signInFrom(`10.0.6.${guesser}`, owner.email)).statusCode).toBe(403);
    }
    // A new IP is now refused, right password or not.
    const blocked = await signInFrom('10.0.6.5', owner.email, owner.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect((await signInFrom('10.0.6.6', owner.email)).statusCode).toBe(429);
    // A new device at home still gets in, and another address is not affected.
    expect((await signInFrom('10.0.6.100', owner.email, owner.password)).statusCode).toBe(200);
    expect((await signInFrom('10.0.6.7', uniqueEmail())).statusCode).toBe(403);
  });

  it('stops one IP after the per-IP limit, whatever addresses it tries', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await signInFrom('10.0.1.1', uniqueEmail())).statusCode).toBe(403);
    }
    const blocked = await signInFrom('10.0.1.1', uniqueEmail());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await signInFrom('10.0.1.2', uniqueEmail())).statusCode).toBe(403);
  });

  it('limits registration, verification mails and both reset requests per address', async () => {
    const calls = [
      { url: '/api/auth/sign-up/email', payload: { name: '', password: 'secret1' } },
      { url: '/api/auth/send-verification-email', payload: {} },
      { url: '/api/auth/request-password-reset', payload: {} },
      { url: '/api/passwordReset', payload: { lng: 'en' } },
    ];
    for (const call of calls) {
      const email = uniqueEmail('limited');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await t.app.inject({
          method: 'POST',
          url: call.url,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `10.0.2.${attempt + 1}` },
          payload: { ...call.payload, email },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json()).toEqual(tooMany);
      }
      expect(statuses.slice(0, 3), call.url).not.toContain(429);
      expect(statuses[3], call.url).toBe(429);
    }
  });

  it('limits registration and both reset requests per IP, whatever addresses it names', async () => {
    const calls = [
      {
        url: '/api/auth/sign-up/email',
        payload: { name: '', password: 'secret1' },
        ip: '10.0.4.1',
      },
      { url: '/api/auth/request-password-reset', payload: {}, ip: '10.0.4.2' },
      { url: '/api/passwordReset', payload: { lng: 'hu' }, ip: '10.0.4.3' },
    ];
    for (const call of calls) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await t.app.inject({
          method: 'POST',
          url: call.url,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': call.ip },
          payload: { ...call.payload, email: uniqueEmail('per-ip') },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json()).toEqual(tooMany);
      }
      expect(statuses.slice(0, 6), call.url).not.toContain(429);
      expect(statuses[6], call.url).toBe(429);
      // Another IP is still served.
      const other = await t.app.inject({
        method: 'POST',
        url: call.url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${call.ip}0` },
        payload: { ...call.payload, email: uniqueEmail('per-ip') },
      });
      expect(other.statusCode, call.url).not.toBe(429);
    }
  });

  it('limits activation checks per IP', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/CreateUser/Check/guess-${attempt}`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '10.0.3.1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });

  it('does not limit ordinary calls', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/AuthConfig' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('counts the socket address when no proxy is trusted', async () => {
    const direct = await buildIdentityTestApp({ AUTH_RATE_LIMIT_PER_IP: '2' });
    try {
      const statuses: number[] = [];
      for (const forwarded of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        const response = await direct.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'x-forwarded-for': forwarded },
          payload: { email: uniqueEmail(), password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
      }
      // A client cannot dodge the limit by inventing X-Forwarded-For.
      expect(statuses).toEqual([403, 403, 429]);
    } finally {
      await direct.close();
    }
  });
});
