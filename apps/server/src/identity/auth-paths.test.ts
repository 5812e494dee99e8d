import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIdentityTestApp, uniqueEmail, type IdentityTestApp } from '../test/identity';

/*
 * Decision 050: a rate-limited Better Auth endpoint cannot be reached by a path the limiter does
 * not recognise. app.inject parses its URL with `new URL` (which resolves `./` and `%2e`), so
 * these requests go through a real socket with the path exactly as written.
 */

const perIp = 3;
let t: IdentityTestApp;
let port: number;
beforeAll(async () => {
  t = await buildIdentityTestApp({
    AUTH_RATE_LIMIT_PER_IP: String(perIp),
    AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
    TRUSTED_PROXY: '127.0.0.1',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** POSTs `payload` to `path` as written, from client address `ip`. */
function post(
  path: string,
  ip: string,
  payload: object,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': ip,
          origin: t.config.publicUrl,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Each limited endpoint, with a body it would act on. */
const endpoints: Record<string, () => object> = {
  'sign-in/email': () => ({ email: uniqueEmail(), password: 'wrong-password' }),
  'request-password-reset': () => ({ email: uniqueEmail(), redirectTo: '/reset' }),
  'send-verification-email': () => ({ email: uniqueEmail(), callbackURL: '/?verified=1' }),
  'sign-up/email': () => ({ name: '', email: uniqueEmail(), password: 'secret-pw-1' }),
  'reset-password': () => ({ token: 'not-a-token', newPassword: 'secret-pw-2' }),
};

/** Ways to write the same path that a normalising router would still serve. */
function variantsOf(endpoint: string): string[] {
  const [first = '', ...rest] = endpoint.split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  return [
    `/api/auth/./${endpoint}`,
    `/api/auth//${endpoint}`,
    `/api/auth/%2e/${endpoint}`,
    `/api/auth/%2E/${endpoint}`,
    `/api/auth/x/../${endpoint}`,
    `/api/auth/${endpoint}/`,
    `/api/auth/${endpoint}/.`,
    `/api/auth/${first.toUpperCase()}${tail}`,
    `/api/auth/${endpoint.replace(/-/g, '%2d')}`,
  ];
}

describe('rate-limited identity endpoints', () => {
  let ipCounter = 0;
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  for (const [endpoint, bodyOf] of Object.entries(endpoints)) {
    it(`cannot be reached around the limit of ${endpoint}`, async () => {
      const ip = freshIp();
      for (let attempt = 0; attempt < perIp; attempt++) {
        expect((await post(`/api/auth/${endpoint}`, ip, bodyOf())).status).not.toBe(429);
      }
      expect((await post(`/api/auth/${endpoint}`, ip, bodyOf())).status).toBe(429);
      for (const path of variantsOf(endpoint)) {
        const answer = await post(path, ip, bodyOf());
        // Refused as an unknown path, or counted: never handed to Better Auth.
        expect([404, 429], `${path}: ${answer.status} ${answer.body}`).toContain(answer.status);
      }
    });
  }

  it('counts a variant from a fresh address the same as the canonical path', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (const path of variantsOf('sign-in/email')) {
      answers.push((await post(path, ip, endpoints['sign-in/email']!())).status);
    }
    expect(answers.filter((status) => status !== 404 && status !== 429)).toEqual([]);
  });
});
