import type { OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildIdentityTestApp,
  createUser,
  signIn,
  signInToken,
  type IdentityTestApp,
} from '../test/identity';

/*
 * What a session hands out (issue 22.7, decision 124): no endpoint lists other sessions'
 * tokens, and the session cookie is Secure whenever the site is served over https.
 */

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

function setCookieOf(response: { headers: OutgoingHttpHeaders }): string {
  const header = response.headers['set-cookie'] ?? [];
  return Array.isArray(header) ? header.join('\n') : String(header);
}

describe('sessions', () => {
  it("does not hand one session the tokens of the user's other sessions", async () => {
    const user = await createUser(t);
    const other = await signInToken(t.app, user.email, user.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(other.split('.')[0]);
  });

  it('marks the session cookie Secure when PUBLIC_URL is https, and not over http', async () => {
    const secure = await buildIdentityTestApp({ PUBLIC_URL: 'https://kozos.example' });
    try {
      const user = await createUser(secure);
      const cookie = setCookieOf(await signIn(secure.app, user.email, user.password));
      expect(cookie).toMatch(/session_token=[^;]+;/);
      expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
    const user = await createUser(t);
    const cookie = setCookieOf(await signIn(t.app, user.email, user.password));
    expect(cookie).toMatch(/session_token=[^;]+;/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
