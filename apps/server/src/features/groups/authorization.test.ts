import type { CreateLinkInvitationResponse, EmailInvitation, GroupResponse } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, membershipOf, ok } from '../../test/groups';
import { createUser, uniqueEmail, type IdentityTestApp, type TestUser } from '../../test/identity';
import { expectRequestOf } from '../../test/authorization-matrix';

/*
 * Every endpoint of issue 4 called by each kind of caller: anonymous, a non-member (who is the
 * admin of another group), a member and an admin of the group. Each call gets a fresh group so
 * the order of the table does not matter.
 */

let t: IdentityTestApp;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let target: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  admin = await createUser(t, { username: 'admin', name: 'Admin' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  target = await createUser(t, { username: 'target', name: 'Target' });
  // The non-member runs a group of their own: being an admin elsewhere grants nothing here.
  await createGroup(t, outsider, { name: 'Other group' });
});
afterAll(async () => {
  await t.close();
});

type Role = 'anonymous' | 'non-member' | 'member' | 'admin';
const roles: Role[] = ['anonymous', 'non-member', 'member', 'admin'];
const userOf = (role: Role): TestUser | null =>
  ({ anonymous: null, 'non-member': outsider, member, admin })[role];

interface Fixture {
  group: GroupResponse;
  token: string;
  /** The id of that link. */
  linkId: string;
  /** A pending e-mail invitation of the group, addressed to the non-member. */
  invitation: EmailInvitation;
  /** A pending e-mail invitation of the group to an address without an account. */
  invitedEmail: string;
  /** One of the member's notifications. */
  notificationId: string;
}

/** Group of admin + member + target (or admin + member when `small`). */
async function fresh(small: boolean): Promise<Fixture> {
  const group = await createGroup(t, admin, { members: small ? [member] : [member, target] });
  const link = await ok<CreateLinkInvitationResponse>(
    t,
    admin,
    'POST',
    `/api/Invitation/${group.id}/Link`,
  );
  const invitation = await ok<EmailInvitation>(
    t,
    admin,
    'POST',
    `/api/Invitation/${group.id}/Email`,
    {
      email: outsider.email,
    },
  );
  const invitedEmail = uniqueEmail('invited');
  await ok(t, admin, 'POST', `/api/Invitation/${group.id}/Email`, { email: invitedEmail });
  await ok(t, member, 'POST', '/api/Notification/Test');
  const [notification] = await ok<{ id: string }[]>(t, member, 'GET', '/api/Notification');
  return {
    group,
    token: link.token,
    linkId: link.id,
    invitation,
    invitedEmail,
    notificationId: notification?.id ?? '',
  };
}

interface Row {
  call: string;
  /** Expected status for anonymous, non-member, member, admin. */
  expect: [401, number, number, number];
  small?: boolean;
  request: (f: Fixture) => { method: InjectOptions['method']; url: string; payload?: object };
}

const rows: Row[] = [
  {
    call: 'GET /api/Group',
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Group' }),
  },
  {
    call: 'GET /api/Group/{id}',
    expect: [401, 403, 200, 200],
    request: (f) => ({ method: 'GET', url: `/api/Group/${f.group.id}` }),
  },
  {
    call: 'POST /api/Group',
    expect: [401, 201, 201, 201],
    request: () => ({ method: 'POST', url: '/api/Group', payload: { name: 'New' } }),
  },
  {
    call: 'PATCH /api/Group/{id}',
    expect: [401, 403, 403, 200],
    request: (f) => ({
      method: 'PATCH',
      url: `/api/Group/${f.group.id}`,
      payload: { name: 'Renamed' },
    }),
  },
  {
    call: 'DELETE /api/Group/{id}',
    expect: [401, 403, 403, 200],
    small: true,
    request: (f) => ({ method: 'DELETE', url: `/api/Group/${f.group.id}` }),
  },
  // The member's own membership: only the member may leave with it.
  {
    call: 'POST /api/Membership/{id}/Leave',
    expect: [401, 403, 200, 403],
    request: (f) => ({
      method: 'POST',
      url: `/api/Membership/${membershipOf(f.group, member).id}/Leave`,
    }),
  },
  {
    call: 'POST /api/Membership/Promote',
    expect: [401, 403, 403, 200],
    request: (f) => ({
      method: 'POST',
      url: '/api/Membership/Promote',
      payload: { userId: target.id, groupId: f.group.id },
    }),
  },
  {
    call: 'POST /api/Membership/Kick',
    expect: [401, 403, 403, 200],
    request: (f) => ({
      method: 'POST',
      url: '/api/Membership/Kick',
      payload: { userId: target.id, groupId: f.group.id },
    }),
  },
  {
    call: 'POST /api/Invitation/{groupId}/Link',
    expect: [401, 403, 403, 201],
    request: (f) => ({ method: 'POST', url: `/api/Invitation/${f.group.id}/Link` }),
  },
  // The token is the credential: any signed-in holder may read it and join with it.
  {
    call: 'GET /api/Invitation/{groupId}/Link',
    expect: [401, 403, 403, 200],
    request: (f) => ({ method: 'GET', url: `/api/Invitation/${f.group.id}/Link` }),
  },
  {
    call: 'DELETE /api/Invitation/{groupId}/Link/{id}',
    expect: [401, 403, 403, 200],
    request: (f) => ({ method: 'DELETE', url: `/api/Invitation/${f.group.id}/Link/${f.linkId}` }),
  },
  {
    call: 'DELETE /api/Invitation/{groupId}/Link',
    expect: [401, 403, 403, 200],
    request: (f) => ({ method: 'DELETE', url: `/api/Invitation/${f.group.id}/Link` }),
  },
  {
    call: 'GET /api/Invitation/Link/{token}',
    expect: [401, 200, 200, 200],
    request: (f) => ({ method: 'GET', url: `/api/Invitation/Link/${f.token}` }),
  },
  {
    call: 'POST /api/Invitation/EnterByLink/{token}',
    expect: [401, 200, 409, 409],
    request: (f) => ({ method: 'POST', url: `/api/Invitation/EnterByLink/${f.token}` }),
  },
  {
    call: 'POST /api/Invitation/{groupId}/Email',
    expect: [401, 403, 403, 201],
    request: (f) => ({
      method: 'POST',
      url: `/api/Invitation/${f.group.id}/Email`,
      payload: { email: uniqueEmail('new') },
    }),
  },
  {
    call: 'GET /api/Invitation/{groupId}/Email',
    expect: [401, 403, 403, 200],
    request: (f) => ({ method: 'GET', url: `/api/Invitation/${f.group.id}/Email` }),
  },
  {
    call: 'DELETE /api/Invitation/{groupId}/Email/{email}',
    expect: [401, 403, 403, 200],
    request: (f) => ({
      method: 'DELETE',
      url: `/api/Invitation/${f.group.id}/Email/${encodeURIComponent(f.invitedEmail)}`,
    }),
  },
  {
    call: 'GET /api/Invitation/Email',
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Invitation/Email' }),
  },
  // Addressed to the non-member: nobody else can accept or decline it.
  {
    call: 'POST /api/Invitation/EnterByEmail/{id}',
    expect: [401, 200, 404, 404],
    request: (f) => ({ method: 'POST', url: `/api/Invitation/EnterByEmail/${f.invitation.id}` }),
  },
  {
    call: 'DELETE /api/Invitation/Email/{id}',
    expect: [401, 200, 404, 404],
    request: (f) => ({ method: 'DELETE', url: `/api/Invitation/Email/${f.invitation.id}` }),
  },
  {
    call: 'GET /api/Notification',
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Notification' }),
  },
  {
    call: 'GET /api/Notification/Count',
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Notification/Count' }),
  },
  {
    call: 'PATCH /api/Notification/SeeAll',
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'PATCH', url: '/api/Notification/SeeAll' }),
  },
  // The member's notification: everyone else gets 404.
  {
    call: 'PATCH /api/Notification/{id}/See',
    expect: [401, 404, 200, 404],
    request: (f) => ({ method: 'PATCH', url: `/api/Notification/${f.notificationId}/See` }),
  },
  {
    call: 'POST /api/Notification/Test',
    expect: [401, 201, 201, 201],
    request: () => ({ method: 'POST', url: '/api/Notification/Test' }),
  },
];

const cases = rows.flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

describe('authorization matrix', () => {
  it.each(cases)(
    '$call as $role → $status',
    async ({ call: route, request, small, role, status }) => {
      const fixture = await fresh(small ?? false);
      const { method, url, payload } = request(fixture);
      expectRequestOf(route, method, url);
      const response = await call(t, userOf(role), method, url, payload);
      expect(response.statusCode, response.body).toBe(status);
      if (status >= 400) {
        // A refusal carries the error shape and nothing of the group.
        expect(Object.keys(response.json<object>()).sort()).toEqual([
          'errors',
          'message',
          'status',
        ]);
        expect(response.body).not.toContain(
          fixture.group.name === 'Kert utca' ? fixture.group.id : '',
        );
      }
    },
  );

  it('answers 404 for an unknown group on every group-scoped call', async () => {
    const id = crypto.randomUUID();
    const calls: [InjectOptions['method'], string, object?][] = [
      ['GET', `/api/Group/${id}`],
      ['PATCH', `/api/Group/${id}`, { name: 'x' }],
      ['DELETE', `/api/Group/${id}`],
      ['POST', '/api/Membership/Promote', { userId: member.id, groupId: id }],
      ['POST', '/api/Membership/Kick', { userId: member.id, groupId: id }],
      ['POST', `/api/Invitation/${id}/Link`],
      ['POST', `/api/Invitation/${id}/Email`, { email: uniqueEmail() }],
      ['GET', `/api/Invitation/${id}/Email`],
      ['GET', `/api/Invitation/${id}/Link`],
      ['DELETE', `/api/Invitation/${id}/Link`],
      ['DELETE', `/api/Invitation/${id}/Link/${id}`],
      ['DELETE', `/api/Invitation/${id}/Email/${encodeURIComponent(uniqueEmail())}`],
      ['POST', `/api/Membership/${id}/Leave`],
      ['POST', `/api/Invitation/EnterByEmail/${id}`],
      ['DELETE', `/api/Invitation/Email/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(t, admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
