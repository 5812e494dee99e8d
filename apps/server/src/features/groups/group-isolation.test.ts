import type { EmailInvitation, GroupListItem, GroupResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, membershipOf, ok } from '../../test/groups';
import { createUser, uniqueEmail, type IdentityTestApp, type TestUser } from '../../test/identity';

/* Group A (admin, member) beside group B, whose admin is not in A. */

let t: IdentityTestApp;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let otherGroup: GroupResponse;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  admin = await createUser(t, { username: 'admin', name: 'Admin' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  otherGroup = await createGroup(t, outsider, { name: 'Other group' });
});
afterAll(async () => {
  await t.close();
});

/** Group A with a pending invitation to an address and one to the outsider. */
async function fresh() {
  const group = await createGroup(t, admin, { members: [member] });
  const invitedEmail = uniqueEmail('invited');
  await ok(t, admin, 'POST', `/api/Invitation/${group.id}/Email`, { email: invitedEmail });
  await ok(t, admin, 'POST', `/api/Invitation/${group.id}/Email`, { email: outsider.email });
  return { group, invitedEmail };
}

describe('no response includes another group’s data', () => {
  it('lists only my groups', async () => {
    const { group } = await fresh();
    const stranger = await createUser(t, { username: 'stranger', name: 'Stranger' });
    const own = await createGroup(t, stranger, { name: 'Own group' });
    const strangers = await ok<GroupListItem[]>(t, stranger, 'GET', '/api/Group?limit=100');
    expect(strangers.map((g) => g.id)).toEqual([own.id]);
    const members = await ok<GroupListItem[]>(t, member, 'GET', '/api/Group?limit=100');
    expect(members.map((g) => g.id)).toContain(group.id);
    expect(members.map((g) => g.id)).not.toContain(own.id);
  });

  it('keeps group A’s invitations away from the admin of group B', async () => {
    const { group, invitedEmail } = await fresh();
    const own = await ok<EmailInvitation[]>(
      t,
      outsider,
      'GET',
      `/api/Invitation/${otherGroup.id}/Email`,
    );
    expect(own.some((i) => i.group.id === group.id)).toBe(false);
    const withdraw = await call(
      t,
      outsider,
      'DELETE',
      `/api/Invitation/${otherGroup.id}/Email/${encodeURIComponent(invitedEmail)}`,
    );
    expect(withdraw.statusCode).toBe(404);
    const still = await ok<EmailInvitation[]>(t, admin, 'GET', `/api/Invitation/${group.id}/Email`);
    expect(still.map((i) => i.email)).toContain(invitedEmail);
  });

  it('does not let the admin of group B promote or kick members of group A through B', async () => {
    const { group } = await fresh();
    for (const action of ['Promote', 'Kick']) {
      const response = await call(t, outsider, 'POST', `/api/Membership/${action}`, {
        userId: member.id,
        groupId: otherGroup.id,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'not_yet_joined' });
    }
    const after = await ok<GroupResponse>(t, admin, 'GET', `/api/Group/${group.id}`);
    expect(membershipOf(after, member).isAdmin).toBe(false);
  });

  it('shows me only the invitations addressed to me', async () => {
    const { group } = await fresh();
    const members = await ok<EmailInvitation[]>(t, member, 'GET', '/api/Invitation/Email');
    expect(members.some((i) => i.group.id === group.id)).toBe(false);
    const outsiders = await ok<EmailInvitation[]>(t, outsider, 'GET', '/api/Invitation/Email');
    expect(outsiders.every((i) => i.email === outsider.email)).toBe(true);
  });
});
