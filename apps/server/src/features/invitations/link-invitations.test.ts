import { createHash } from 'node:crypto';
import type { CreateLinkInvitationResponse, GroupResponse, LinkInvitation } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkInvitations } from '../../db/schema';
import {
  buildGroupsTestApp,
  call,
  createGroup,
  createLinkToken,
  notificationsOf,
  ok,
} from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let cili: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp({ PUBLIC_URL: 'https://kozos.example' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  cili = await createUser(t, { username: 'cili', name: 'Cili' });
});
afterAll(async () => {
  await t.close();
});

describe('invitation links', () => {
  it('gives an admin a fresh 256-bit token, its link and expiry; stores only its hash', async () => {
    const group = await createGroup(t, anna);
    const response = await call(t, anna, 'POST', `/api/Invitation/${group.id}/Link`);
    expect(response.statusCode).toBe(201);
    const link = response.json<{ data: CreateLinkInvitationResponse }>().data;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`https://kozos.example/?inv=${link.token}`);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const rows = await t.database.db
      .select()
      .from(linkInvitations)
      .where(eq(linkInvitations.groupId, group.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(link.token);
    const second = await createLinkToken(t, anna, group.id);
    expect(second).not.toBe(link.token);
  });

  it('shows any signed-in holder which group the link opens', async () => {
    const group = await createGroup(t, anna, { name: 'Kert utca', description: 'Kert' });
    const token = await createLinkToken(t, anna, group.id);
    const invitation = await ok<LinkInvitation>(t, bela, 'GET', `/api/Invitation/Link/${token}`);
    expect(invitation).toEqual({
      id: expect.any(String) as string,
      group: { id: group.id, name: 'Kert utca', description: 'Kert' },
      createdBy: { id: anna.id, name: 'Anna', username: 'anna' },
      expiresAt: expect.any(String) as string,
    });
  });

  it('joins through the link and tells the admins', async () => {
    const group = await createGroup(t, anna);
    const token = await createLinkToken(t, anna, group.id);
    const joined = await ok<GroupResponse>(t, bela, 'POST', `/api/Invitation/EnterByLink/${token}`);
    expect(joined.myMembership.isAdmin).toBe(false);
    expect(joined.memberships.map((m) => m.user.id)).toEqual([anna.id, bela.id]);
    const [latest] = await notificationsOf(t, anna);
    expect(latest).toEqual({
      type: 'USER_JOINED_GROUP',
      variables: { groupName: group.name, userName: 'Béla' },
      path: `/groups/${group.id}/details`,
      isSeen: false,
    });
    // The same link keeps working for the next neighbour.
    await ok(t, cili, 'POST', `/api/Invitation/EnterByLink/${token}`);
    const belas = await notificationsOf(t, bela);
    expect(belas.some((n) => n.type === 'USER_JOINED_GROUP')).toBe(false);
  });

  it('answers 409 already_member to a second join', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    const token = await createLinkToken(t, anna, group.id);
    const response = await call(t, bela, 'POST', `/api/Invitation/EnterByLink/${token}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'already_member', status: 409, errors: {} });
    expect((await call(t, anna, 'POST', `/api/Invitation/EnterByLink/${token}`)).statusCode).toBe(
      409,
    );
  });

  it('answers 410 invitation_expired once the link has expired, for reading and joining', async () => {
    const group = await createGroup(t, anna);
    const token = await createLinkToken(t, anna, group.id);
    await t.database.db
      .update(linkInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkInvitations.groupId, group.id));
    const read = await call(t, bela, 'GET', `/api/Invitation/Link/${token}`);
    expect(read.statusCode).toBe(410);
    expect(read.json()).toEqual({ message: 'invitation_expired', status: 410, errors: {} });
    const join = await call(t, bela, 'POST', `/api/Invitation/EnterByLink/${token}`);
    expect(join.statusCode).toBe(410);
    expect((await call(t, bela, 'GET', `/api/Group/${group.id}`)).statusCode).toBe(403);
  });

  it('answers 404 invalid_token to an unknown token and to the link of a deleted group', async () => {
    const unknown = await call(t, bela, 'GET', `/api/Invitation/Link/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'invalid_token' });
    const group = await createGroup(t, anna);
    const token = await createLinkToken(t, anna, group.id);
    await ok(t, anna, 'DELETE', `/api/Group/${group.id}`);
    expect((await call(t, bela, 'POST', `/api/Invitation/EnterByLink/${token}`)).statusCode).toBe(
      404,
    );
  });
});
