import type {
  CreateLinkInvitationResponse,
  EmailInvitation,
  GroupLinkInvitation,
  GroupResponse,
} from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGroupsTestApp,
  call,
  createGroup,
  createLinkToken,
  membershipOf,
  ok,
} from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

/* Issue 11, item 6: links can be listed and revoked, and die with their creator's admin role. */

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

const enter = (user: TestUser, token: string) =>
  call(t, user, 'POST', `/api/Invitation/EnterByLink/${token}`);

function newLink(admin: TestUser, groupId: string) {
  return ok<CreateLinkInvitationResponse>(t, admin, 'POST', `/api/Invitation/${groupId}/Link`);
}

function linksOf(admin: TestUser, groupId: string) {
  return ok<GroupLinkInvitation[]>(t, admin, 'GET', `/api/Invitation/${groupId}/Link`);
}

async function promote(admin: TestUser, groupId: string, user: TestUser) {
  await ok(t, admin, 'POST', '/api/Membership/Promote', { groupId, userId: user.id });
}

describe('the live links of a group', () => {
  it('lists them newest first with creator, times and uses', async () => {
    const group = await createGroup(t, anna);
    const first = await newLink(anna, group.id);
    const second = await newLink(anna, group.id);
    expect((await enter(bela, first.token)).statusCode).toBe(200);
    expect((await enter(cili, first.token)).statusCode).toBe(200);
    const links = await linksOf(anna, group.id);
    expect(links.map((link) => link.id)).toEqual([second.id, first.id]);
    expect(links[1]).toEqual({
      id: first.id,
      createdBy: { id: anna.id, name: 'Anna', username: 'anna' },
      creationTime: expect.any(String) as string,
      expiresAt: first.expiresAt,
      uses: 2,
    });
    expect(links[0]?.uses).toBe(0);
  });

  it('is for admins only', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    const link = await newLink(anna, group.id);
    for (const path of [`Link`, `Link/${link.id}`]) {
      const url = `/api/Invitation/${group.id}/${path}`;
      expect((await call(t, bela, 'DELETE', url)).statusCode).toBe(403);
      expect((await call(t, dani, 'DELETE', url)).statusCode).toBe(403);
    }
    expect((await call(t, bela, 'GET', `/api/Invitation/${group.id}/Link`)).statusCode).toBe(403);
    // Béla joined by a link too: both still listed.
    expect(await linksOf(anna, group.id)).toHaveLength(2);
  });
});

describe('revoking links', () => {
  it('revokes one link at once, leaving the others working', async () => {
    const group = await createGroup(t, anna);
    const revoked = await newLink(anna, group.id);
    const kept = await newLink(anna, group.id);
    await ok(t, anna, 'DELETE', `/api/Invitation/${group.id}/Link/${revoked.id}`);
    const read = await call(t, bela, 'GET', `/api/Invitation/Link/${revoked.token}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ message: 'invalid_token' });
    expect((await enter(bela, revoked.token)).statusCode).toBe(404);
    expect((await enter(bela, kept.token)).statusCode).toBe(200);
    expect((await linksOf(anna, group.id)).map((link) => link.id)).toEqual([kept.id]);
    // Again, or a link of another group: nothing to revoke here.
    const again = await call(t, anna, 'DELETE', `/api/Invitation/${group.id}/Link/${revoked.id}`);
    expect(again.statusCode).toBe(404);
    const other = await createGroup(t, cili);
    const foreign = await newLink(cili, other.id);
    const cross = await call(t, anna, 'DELETE', `/api/Invitation/${group.id}/Link/${foreign.id}`);
    expect(cross.statusCode).toBe(404);
    expect((await enter(dani, foreign.token)).statusCode).toBe(200);
  });

  it('revokes every link of the group and says how many', async () => {
    const group = await createGroup(t, anna);
    const tokens = [
      await createLinkToken(t, anna, group.id),
      await createLinkToken(t, anna, group.id),
    ];
    const other = await createGroup(t, anna, { name: 'Other' });
    const otherToken = await createLinkToken(t, anna, other.id);
    const answer = await ok<{ revoked: number }>(
      t,
      anna,
      'DELETE',
      `/api/Invitation/${group.id}/Link`,
    );
    expect(answer).toEqual({ revoked: 2 });
    for (const token of tokens) expect((await enter(bela, token)).statusCode).toBe(404);
    expect(await linksOf(anna, group.id)).toEqual([]);
    expect((await enter(bela, otherToken)).statusCode).toBe(200);
  });
});

describe('a link dies with its creator’s admin role', () => {
  it('stops working when the creator leaves, even if they come back', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    await promote(anna, group.id, bela);
    const token = await createLinkToken(t, bela, group.id);
    const belasMembership = membershipOf(group, bela).id;
    await ok(t, bela, 'POST', `/api/Membership/${belasMembership}/Leave`);
    const read = await call(t, cili, 'GET', `/api/Invitation/Link/${token}`);
    expect(read.statusCode).toBe(410);
    expect((await enter(cili, token)).statusCode).toBe(410);
    const creators = (await linksOf(anna, group.id)).map((link) => link.createdBy.id);
    expect(creators).not.toContain(bela.id);
    // Béla rejoins and is made admin again: his old link stays dead.
    expect((await enter(bela, await createLinkToken(t, anna, group.id))).statusCode).toBe(200);
    await promote(anna, group.id, bela);
    expect((await enter(cili, token)).statusCode).toBe(410);
  });

  it('stops working when the creator deletes their account', async () => {
    const erik = await createUser(t, { username: 'erik', name: 'Erik' });
    const group = await createGroup(t, anna, { members: [erik] });
    await promote(anna, group.id, erik);
    const token = await createLinkToken(t, erik, group.id);
    await ok(t, erik, 'POST', '/api/User/Delete', { password: erik.password, reason: '' });
    expect((await enter(cili, token)).statusCode).toBe(410);
  });
});

describe('a kicked member', () => {
  async function kickedFromNewGroup(): Promise<{ group: GroupResponse; token: string }> {
    const group = await createGroup(t, anna);
    const token = await createLinkToken(t, anna, group.id);
    expect((await enter(bela, token)).statusCode).toBe(200);
    await ok(t, anna, 'POST', '/api/Membership/Kick', { groupId: group.id, userId: bela.id });
    return { group, token };
  }

  it('cannot rejoin by the link they held, nor by a newer one', async () => {
    const { group, token } = await kickedFromNewGroup();
    const again = await enter(bela, token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: 'removed_from_group', status: 403, errors: {} });
    expect((await enter(bela, await createLinkToken(t, anna, group.id))).statusCode).toBe(403);
    // The link still works for everyone else.
    expect((await enter(cili, token)).statusCode).toBe(200);
  });

  it('may come back through an e-mail invitation, and links work for them again after', async () => {
    const { group, token } = await kickedFromNewGroup();
    const invited = await ok<EmailInvitation>(
      t,
      anna,
      'POST',
      `/api/Invitation/${group.id}/Email`,
      {
        email: bela.email,
      },
    );
    expect((await enter(bela, token)).statusCode).toBe(403);
    await ok(t, bela, 'POST', `/api/Invitation/EnterByEmail/${invited.id}`);
    await ok(
      t,
      bela,
      'POST',
      `/api/Membership/${membershipOf(await groupOf(group.id), bela).id}/Leave`,
    );
    expect((await enter(bela, token)).statusCode).toBe(200);
  });
});

function groupOf(id: string) {
  return ok<GroupResponse>(t, anna, 'GET', `/api/Group/${id}`);
}
