import { routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { readLocaleFiles } from '../../texts/locale-files';
import { seedTranslations } from './translations.service';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';

/*
 * The translation editor's routes by kind of caller: anonymous, a member (signed in, no admin
 * flag; also the admin of a group of their own, which gives no rights here) and the site
 * administrator. Everyone reads the published texts.
 */

let t: IdentityTestApp;
let siteAdmin: TestUser;
let member: TestUser;
let added = 0;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  siteAdmin = await createUser(t, { username: 'siteadmin', name: 'Site Admin' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  await call(t, member, 'POST', '/api/Group', { name: 'Mine' });
  await seedTranslations(t.database.db, await readLocaleFiles(t.config.localesDir));
});
afterAll(async () => {
  await t.close();
});

type Role = 'anonymous' | 'member' | 'siteAdmin';
const roles: Role[] = ['anonymous', 'member', 'siteAdmin'];
const userOf = (role: Role): TestUser | null => ({ anonymous: null, member, siteAdmin })[role];

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, member, site administrator. */
  expect: [number, number, number];
  request: () => { method: InjectOptions['method']; url: string; payload?: object };
}

const rows: Row[] = [
  {
    route: routes.getTranslation,
    expect: [200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Translation?language=hu' }),
  },
  {
    route: routes.getTranslationKeys,
    expect: [401, 403, 200],
    request: () => ({ method: 'GET', url: '/api/Translation/Keys?search=nav.' }),
  },
  {
    route: routes.getTranslationSummary,
    expect: [401, 403, 200],
    request: () => ({ method: 'GET', url: '/api/Translation/Summary' }),
  },
  {
    route: routes.patchTranslation,
    expect: [401, 403, 200],
    request: () => ({
      method: 'PATCH',
      url: '/api/Translation',
      payload: { key: 'nav.home', hu: 'Főoldal', en: 'Home' },
    }),
  },
  {
    route: routes.postTranslation,
    expect: [401, 403, 201],
    request: () => ({
      method: 'POST',
      url: '/api/Translation',
      payload: { key: `matrix.added${(added += 1)}`, hu: 'Új', en: 'New' },
    }),
  },
  {
    route: routes.getTranslationChanges,
    expect: [401, 403, 200],
    request: () => ({ method: 'GET', url: '/api/Translation/Changes' }),
  },
  {
    route: routes.deleteTranslationChanges,
    expect: [401, 403, 200],
    request: () => ({ method: 'DELETE', url: '/api/Translation/Changes' }),
  },
  {
    route: routes.postTranslationMissing,
    expect: [401, 403, 200],
    request: () => ({ method: 'POST', url: '/api/Translation/Missing' }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

describe('authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const { method, url, payload } = request();
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
    }
  });
});
