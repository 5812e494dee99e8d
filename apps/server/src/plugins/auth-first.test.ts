import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

/*
 * Decision 052: every route that needs a user says 401 to an anonymous caller before it looks at
 * what was sent. The routes come from the OpenAPI document, which every documented route joins
 * on registration, so a new route is checked without editing this test.
 */

/** Routes anyone may call (login screen, activation, reset, health …). */
const publicRoutes = new Set([
  'GET /healthz',
  'GET /api/Teapot',
  'GET /api/AuthConfig',
  'POST /api/Session/Token',
  'POST /api/passwordReset',
  'GET /api/CreateUser/Check/{token}',
  'POST /api/CreateUser',
  // A calendar subscription: the secret address is the authorization (features/calendar).
  'GET /api/Calendar/ics/{token}',
  // The published translations: the login screen reads them too (decision 110).
  'GET /api/Translation',
  // The digest's one-click unsubscribe: its random token is the credential (decision 104).
  'GET /api/Digest/Unsubscribe',
  'POST /api/Digest/Unsubscribe',
]);

/** Path parameters no schema accepts: not a UUID, too short a token, not an address. */
const badParams: Record<string, string> = { token: 'x', email: 'not-an-address' };
const badQuery = 'limit=0&skip=-1&before=x&until=x&search=a%00b&sortBy=nope&delayed=maybe';

let t: TestApp;
let routes: { method: string; path: string }[];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  routes = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await t.close();
});

describe('anonymous calls with malformed input', () => {
  it('get 401 on every route that needs a user', async () => {
    const guarded = routes.filter((route) => !publicRoutes.has(`${route.method} ${route.path}`));
    expect(guarded.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const { method, path } of guarded) {
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => badParams[name] ?? '1');
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${url}?${badQuery}`,
        ...(method === 'GET' ? {} : { payload: [['not', 'an', 'object']] }),
      });
      answers.push(`${method} ${path} → ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });

  it('covers the routes the issue names', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toContain('GET /api/User/{id}');
    expect(names).toContain('POST /api/Invitation/{groupId}/Link');
  });
});
