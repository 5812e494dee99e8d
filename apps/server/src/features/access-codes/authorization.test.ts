import { type CreatedAccessCode, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';

/*
 * The access-code routes by kind of caller: anonymous, an outsider (in no group with the
 * others), a member of the group and its admin. Joining is for anyone signed in: the outsider
 * joins (a fresh outsider each time), a member is one already (409).
 */

let t: IdentityTestApp;
let admin: TestUser;
let member: TestUser;
let groupId: string;
let outsiders = 0;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  admin = await createUser(t, { username: 'admin', name: 'Admin' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  groupId = (await createGroup(t, admin, { members: [member] })).id;
});
afterAll(async () => {
  await t.close();
});

type Role = 'anonymous' | 'outsider' | 'member' | 'admin';
const roles: Role[] = ['anonymous', 'outsider', 'member', 'admin'];

async function userOf(role: Role): Promise<TestUser | null> {
  if (role === 'anonymous') return null;
  if (role === 'member') return member;
  if (role === 'admin') return admin;
  outsiders += 1;
  return createUser(t, { username: `outsider${outsiders}`, name: 'Outsider' });
}

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, outsider, member, admin. */
  expect: [401, number, number, number];
  request: (code: CreatedAccessCode) => {
    method: InjectOptions['method'];
    url: string;
    payload?: object;
  };
}

const rows: Row[] = [
  {
    route: routes.postAccessCodeByGroupId,
    expect: [401, 403, 403, 201],
    request: () => ({ method: 'POST', url: `/api/AccessCode/${groupId}`, payload: { uses: 5 } }),
  },
  {
    route: routes.getAccessCodeByGroupId,
    expect: [401, 403, 403, 200],
    request: () => ({ method: 'GET', url: `/api/AccessCode/${groupId}` }),
  },
  {
    route: routes.deleteAccessCodeById,
    expect: [401, 403, 403, 200],
    request: (code) => ({ method: 'DELETE', url: `/api/AccessCode/${groupId}/${code.id}` }),
  },
  {
    route: routes.postAccessCodeJoin,
    expect: [401, 200, 409, 409],
    request: (code) => ({
      method: 'POST',
      url: '/api/AccessCode/Join',
      payload: { code: code.code },
    }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

describe('authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const code = await ok<CreatedAccessCode>(t, admin, 'POST', `/api/AccessCode/${groupId}`, {});
    const { method, url, payload } = request(code);
    expectRequestOf(route, method, url);
    const response = await call(t, await userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
      expect(response.body).not.toContain(code.code);
    }
  });
});
