import {
  type CreateLinkInvitationResponse,
  type EmailInvitation,
  type GroupResponse,
  routes,
  type RouteSpec,
} from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, membershipOf, ok } from '../../test/groups';
import { createUser, uniqueEmail, type IdentityTestApp, type TestUser } from '../../test/identity';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';

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
  route: RouteSpec;
  /** Expected status for anonymous, non-member, member, admin. */
  expect: [401, number, number, number];
  small?: boolean;
  request: (f: Fixture) => { method: InjectOptions['method']; url: string; payload?: object };
}

const rows: Row[] = [
  {
    route: routes.getGroup,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Group' }),
  },
  {
    route: routes.getGroupById,
    expect: [401, 403, 200, 200],
    request: (f) => ({ method: 'GET', url: `/api/Group/${f.group.id}` }),
  },
  {
    route: routes.postGroup,
    expect: [401, 201, 201, 201],
    request: () => ({ method: 'POST', url: '/api/Group', payload: { name: 'New' } }),
  },
  {
    route: routes.patchGroupById,
    expect: [401, 403, 403, 200],
    request: (f) => ({
      method: 'PATCH',
      url: `/api/Group/${f.group.id}`,
      payload: { name: 'Renamed' },
    }),
  },
  {
    route: routes.deleteGroupById,
    expect: [401, 403, 403, 200],
    small: true,
    request: (f) => ({ method: 'DELETE', url: `/api/Group/${f.group.id}` }),
  },
  // The member's own membership: only the member may leave with it.
  {
    route: routes.postMembershipLeave,
    expect: [401, 403, 200, 403],
    request: (f) => ({
      method: 'POST',
      url: `/api/Membership/${membershipOf(f.group, member).id}/Leave`,
    }),
  },
  {
    route: routes.postMembershipPromote,
    expect: [401, 403, 403, 200],
    request: (f) => ({
      method: 'POST',
      url: '/api/Membership/Promote',
      payload: { userId: target.id, groupId: f.group.id },
    }),
  },
  {
    route: routes.postMembershipKick,
    expect: [401, 403, 403, 200],
    request: (f) => ({
      method: 'POST',
      url: '/api/Membership/Kick',
      payload: { userId: target.id, groupId: f.group.id },
    }),
  },
  {
    route: routes.postInvitationLink,
    expect: [401, 403, 403, 201],
    request: (f) => ({ method: 'POST', url: `/api/Invitation/${f.group.id}/Link` }),
  },
  // The token is the credential: any signed-in holder may read it and join with it.
  {
    route: routes.getInvitationLink,
    expect: [401, 403, 403, 200],
    request: (f) => ({ method: 'GET', url: `/api/Invitation/${f.group.id}/Link` }),
  },
  {
    route: routes.deleteInvitationLinkById,
    expect: [401, 403, 403, 200],
    request: (f) => ({ method: 'DELETE', url: `/api/Invitation/${f.group.id}/Link/${f.linkId}` }),
  },
  {
    route: routes.deleteInvitationLink,
    expect: [401, 403, 403, 200],
    request: (f) => ({ method: 'DELETE', url: `/api/Invitation/${f.group.id}/Link` }),
  },
  {
    route: routes.getInvitationLinkByToken,
    expect: [401, 200, 200, 200],
    request: (f) => ({ method: 'GET', url: `/api/Invitation/Link/${f.token}` }),
  },
  {
    route: routes.postInvitationEnterByLinkByToken,
    expect: [401, 200, 409, 409],
    request: (f) => ({ method: 'POST', url: `/api/Invitation/EnterByLink/${f.token}` }),
  },
  {
    route: routes.postInvitationEmail,
    expect: [401, 403, 403, 201],
    request: (f) => ({
      method: 'POST',
      url: `/api/Invitation/${f.group.id}/Email`,
      payload: { email: uniqueEmail('new') },
    }),
  },
  {
    route: routes.getInvitationEmailsOfGroup,
    expect: [401, 403, 403, 200],
    request: (f) => ({ method: 'GET', url: `/api/Invitation/${f.group.id}/Email` }),
  },
  {
    route: routes.deleteInvitationEmailByEmail,
    expect: [401, 403, 403, 200],
    request: (f) => ({
      method: 'DELETE',
      url: `/api/Invitation/${f.group.id}/Email/${encodeURIComponent(f.invitedEmail)}`,
    }),
  },
  {
    route: routes.getInvitationEmailsToMe,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Invitation/Email' }),
  },
  // Addressed to the non-member: nobody else can accept or decline it.
  {
    route: routes.postInvitationEnterByEmailById,
    expect: [401, 200, 404, 404],
    request: (f) => ({ method: 'POST', url: `/api/Invitation/EnterByEmail/${f.invitation.id}` }),
  },
  {
    route: routes.deleteInvitationEmailById,
    expect: [401, 200, 404, 404],
    request: (f) => ({ method: 'DELETE', url: `/api/Invitation/Email/${f.invitation.id}` }),
  },
  {
    route: routes.getNotification,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Notification' }),
  },
  {
    route: routes.getNotificationCount,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Notification/Count' }),
  },
  {
    route: routes.patchNotificationSeeAll,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'PATCH', url: '/api/Notification/SeeAll' }),
  },
  // The member's notification: everyone else gets 404.
  {
    route: routes.patchNotificationSee,
    expect: [401, 404, 200, 404],
    request: (f) => ({ method: 'PATCH', url: `/api/Notification/${f.notificationId}/See` }),
  },
  {
    route: routes.postNotificationTest,
    expect: [401, 201, 201, 201],
    request: () => ({ method: 'POST', url: '/api/Notification/Test' }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

describe('authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, request, small, role, status }) => {
    const fixture = await fresh(small ?? false);
    const { method, url, payload } = request(fixture);
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      // A refusal carries the error shape and nothing of the group.
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
      expect(response.body).not.toContain(
        fixture.group.name === 'Kert utca' ? fixture.group.id : '',
      );
    }
  });

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
