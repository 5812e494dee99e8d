import type { GroupResponse } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailInvitations, groups, linkInvitations, memberships } from '../../db/schema';
import {
  buildGroupsTestApp,
  call,
  createGroup,
  createLinkToken,
  membershipOf,
  notificationsOf,
  ok,
} from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let cili: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  cili = await createUser(t, { username: 'cili', name: 'Cili' });
});
afterAll(async () => {
  await t.close();
});

describe('creating and reading a group', () => {
  it('makes the creator its first and only admin', async () => {
    const response = await call(t, anna, 'POST', '/api/Group', {
      name: '  Kert utca  ',
      description: 'Közös kert',
    });
    expect(response.statusCode).toBe(201);
    const group = response.json<{ data: GroupResponse }>().data;
    expect(group).toMatchObject({ name: 'Kert utca', description: 'Közös kert' });
    expect(group.memberships).toEqual([
      {
        id: group.myMembership.id,
        user: { id: anna.id, name: 'Anna', username: 'anna' },
        isAdmin: true,
        joinedAt: expect.any(String) as string,
      },
    ]);
    expect(group.myMembership.isAdmin).toBe(true);
  });

  it('takes the description as optional', async () => {
    const group = await ok<GroupResponse>(t, anna, 'POST', '/api/Group', { name: 'Csak név' });
    expect(group.description).toBe('');
  });

  it('refuses a missing or too long name with the field messages of spec §5', async () => {
    const missing = await call(t, anna, 'POST', '/api/Group', { description: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { name: ['name is required'] } });
    const long = await call(t, anna, 'POST', '/api/Group', { name: 'x'.repeat(101) });
    expect(long.json()).toMatchObject({
      errors: { name: ['must be a string with a maximum length of 100'] },
    });
  });

  it('shows members admins first, each with their own membership', async () => {
    const group = await createGroup(t, anna, { members: [bela, cili] });
    expect(group.memberships.map((m) => [m.user.id, m.isAdmin])).toEqual([
      [anna.id, true],
      [bela.id, false],
      [cili.id, false],
    ]);
    const asBela = await ok<GroupResponse>(t, bela, 'GET', `/api/Group/${group.id}`);
    expect(asBela.myMembership).toEqual({ id: membershipOf(group, bela).id, isAdmin: false });
  });

  it('answers 403 to a non-member and 404 to an unknown group', async () => {
    const group = await createGroup(t, anna);
    const outsider = await call(t, bela, 'GET', `/api/Group/${group.id}`);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ message: 'forbidden', status: 403, errors: {} });
    const unknown = await call(t, bela, 'GET', `/api/Group/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('editing a group', () => {
  it('lets an admin edit and tells every other member, not the editor', async () => {
    const group = await createGroup(t, anna, { members: [bela, cili] });
    const edited = await ok<GroupResponse>(t, anna, 'PATCH', `/api/Group/${group.id}`, {
      name: 'Kert utca 2',
    });
    expect(edited).toMatchObject({ name: 'Kert utca 2', description: group.description });
    for (const member of [bela, cili]) {
      const [latest] = await notificationsOf(t, member);
      expect(latest).toEqual({
        type: 'GROUP_DETAILS_EDITED',
        variables: { groupName: 'Kert utca 2', userName: 'Anna' },
        path: `/groups/${group.id}/details`,
        isSeen: false,
      });
    }
    const annas = await notificationsOf(t, anna);
    expect(annas.some((n) => n.type === 'GROUP_DETAILS_EDITED')).toBe(false);
  });

  it('refuses a member who is not an admin', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    const response = await call(t, bela, 'PATCH', `/api/Group/${group.id}`, { name: 'Mine' });
    expect(response.statusCode).toBe(403);
    const unchanged = await ok<GroupResponse>(t, anna, 'GET', `/api/Group/${group.id}`);
    expect(unchanged.name).toBe(group.name);
  });
});

describe('deleting a group', () => {
  it('lets the last admin delete a group of two, with its memberships and invitations', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    await createLinkToken(t, anna, group.id);
    await ok(t, anna, 'POST', `/api/Invitation/${group.id}/Email`, { email: 'x@example.org' });
    const response = await call(t, anna, 'DELETE', `/api/Group/${group.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });
    const db = t.database.db;
    expect(await db.select().from(groups).where(eq(groups.id, group.id))).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.groupId, group.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(linkInvitations).where(eq(linkInvitations.groupId, group.id)),
    ).toEqual([]);
    expect(
      await db.select().from(emailInvitations).where(eq(emailInvitations.groupId, group.id)),
    ).toEqual([]);
    expect((await call(t, bela, 'GET', `/api/Group/${group.id}`)).statusCode).toBe(404);
  });

  it('refuses a group of more than 2 members with 409 group_too_large_to_delete', async () => {
    const group = await createGroup(t, anna, { members: [bela, cili] });
    const response = await call(t, anna, 'DELETE', `/api/Group/${group.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'group_too_large_to_delete',
      status: 409,
      errors: {},
    });
  });

  it('refuses while another admin exists with 409 only_last_admin_can_delete', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    await ok(t, anna, 'POST', '/api/Membership/Promote', { userId: bela.id, groupId: group.id });
    const response = await call(t, anna, 'DELETE', `/api/Group/${group.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'only_last_admin_can_delete' });
  });

  it('refuses a member who is not an admin', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    expect((await call(t, bela, 'DELETE', `/api/Group/${group.id}`)).statusCode).toBe(403);
  });

  it('keeps notifications already sent about the deleted group', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    await ok(t, anna, 'PATCH', `/api/Group/${group.id}`, { description: 'Soon gone' });
    await ok(t, anna, 'DELETE', `/api/Group/${group.id}`);
    const belas = await notificationsOf(t, bela);
    expect(belas.some((n) => n.path === `/groups/${group.id}/details`)).toBe(true);
  });
});
