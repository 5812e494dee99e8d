import type { GroupResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGroupsTestApp,
  call,
  createGroup,
  membershipOf,
  notificationsOf,
  ok,
} from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let cili: TestUser;
let dani: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  cili = await createUser(t, { username: 'cili', name: 'Cili' });
  dani = await createUser(t, { username: 'dani', name: 'Dani' });
});
afterAll(async () => {
  await t.close();
});

const promote = (by: TestUser, user: TestUser, group: GroupResponse) =>
  call(t, by, 'POST', '/api/Membership/Promote', { userId: user.id, groupId: group.id });
const kick = (by: TestUser, user: TestUser, group: GroupResponse) =>
  call(t, by, 'POST', '/api/Membership/Kick', { userId: user.id, groupId: group.id });
const leave = (by: TestUser, membershipId: string) =>
  call(t, by, 'POST', `/api/Membership/${membershipId}/Leave`);

describe('promote', () => {
  it('makes a member an admin, and doing it again changes nothing', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    const first = await promote(anna, bela, group);
    expect(first.statusCode).toBe(200);
    expect(membershipOf(first.json<{ data: GroupResponse }>().data, bela).isAdmin).toBe(true);
    const again = await promote(anna, bela, group);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: GroupResponse }>().data.memberships).toHaveLength(2);
  });

  it('answers 409 not_yet_joined for someone who is not a member', async () => {
    const group = await createGroup(t, anna);
    const response = await promote(anna, dani, group);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'not_yet_joined', status: 409, errors: {} });
  });

  it('refuses a member who is not an admin', async () => {
    const group = await createGroup(t, anna, { members: [bela, cili] });
    expect((await promote(bela, cili, group)).statusCode).toBe(403);
    expect((await promote(bela, bela, group)).statusCode).toBe(403);
  });
});

describe('kick', () => {
  it('removes a member and tells only them', async () => {
    const group = await createGroup(t, anna, { members: [bela, cili] });
    const response = await kick(anna, bela, group);
    expect(response.statusCode).toBe(200);
    const after = response.json<{ data: GroupResponse }>().data;
    expect(after.memberships.map((m) => m.user.id)).toEqual([anna.id, cili.id]);
    const [latest] = await notificationsOf(t, bela);
    expect(latest).toMatchObject({
      type: 'KICKED_FROM_GROUP',
      variables: { groupName: group.name },
      path: '/',
    });
    const others = [...(await notificationsOf(t, anna)), ...(await notificationsOf(t, cili))];
    expect(others.some((n) => n.type === 'KICKED_FROM_GROUP')).toBe(false);
    expect((await call(t, bela, 'GET', `/api/Group/${group.id}`)).statusCode).toBe(403);
  });

  it('refuses to kick an admin with 409 cannot_kick_admin', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    await promote(anna, bela, group);
    const response = await kick(anna, bela, group);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'cannot_kick_admin' });
    expect((await kick(anna, anna, group)).json()).toMatchObject({ message: 'cannot_kick_admin' });
  });

  it('answers 409 not_yet_joined for someone who is not a member', async () => {
    const group = await createGroup(t, anna);
    const response = await kick(anna, dani, group);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'not_yet_joined' });
  });

  it('refuses a member who is not an admin', async () => {
    const group = await createGroup(t, anna, { members: [bela, cili] });
    expect((await kick(bela, cili, group)).statusCode).toBe(403);
  });
});

describe('leave', () => {
  it('lets a member leave and tells the admins, not the other members', async () => {
    const group = await createGroup(t, anna, { members: [bela, cili] });
    const response = await leave(bela, membershipOf(group, bela).id);
    expect(response.statusCode).toBe(200);
    const [latest] = await notificationsOf(t, anna);
    expect(latest).toEqual({
      type: 'USER_LEFT_GROUP',
      variables: { groupName: group.name, userName: 'Béla' },
      path: `/groups/${group.id}/details`,
      isSeen: false,
    });
    const cilis = await notificationsOf(t, cili);
    expect(cilis.some((n) => n.type === 'USER_LEFT_GROUP')).toBe(false);
    expect((await call(t, bela, 'GET', `/api/Group/${group.id}`)).statusCode).toBe(403);
  });

  it('refuses the last admin while others remain: 409 last_admin_must_hand_over', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    const response = await leave(anna, membershipOf(group, anna).id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'last_admin_must_hand_over',
      status: 409,
      errors: {},
    });
  });

  it('refuses the sole member too: they delete the group instead', async () => {
    const group = await createGroup(t, anna);
    const response = await leave(anna, membershipOf(group, anna).id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'last_admin_must_hand_over' });
  });

  it('lets an admin leave after promoting someone, telling the remaining admin', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    await promote(anna, bela, group);
    expect((await leave(anna, membershipOf(group, anna).id)).statusCode).toBe(200);
    const [latest] = await notificationsOf(t, bela);
    expect(latest).toMatchObject({ type: 'USER_LEFT_GROUP', variables: { userName: 'Anna' } });
    const after = await ok<GroupResponse>(t, bela, 'GET', `/api/Group/${group.id}`);
    expect(after.memberships.map((m) => m.user.id)).toEqual([bela.id]);
  });

  it("refuses someone else's membership with 403 and an unknown one with 404", async () => {
    const group = await createGroup(t, anna, { members: [bela, cili] });
    expect((await leave(cili, membershipOf(group, bela).id)).statusCode).toBe(403);
    expect((await leave(anna, membershipOf(group, bela).id)).statusCode).toBe(403);
    expect((await leave(bela, crypto.randomUUID())).statusCode).toBe(404);
    const still = await ok<GroupResponse>(t, anna, 'GET', `/api/Group/${group.id}`);
    expect(still.memberships).toHaveLength(3);
  });
});
