import type { EmailInvitation, GroupResponse } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailInvitations, groups, users } from '../../db/schema';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import {
  createUser,
  openMailLink,
  pathOf,
  signInToken,
  signUp,
  uniqueEmail,
  type IdentityTestApp,
  type TestUser,
} from '../../test/identity';

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

const invite = (by: TestUser, groupId: string, email: string) =>
  call(t, by, 'POST', `/api/Invitation/${groupId}/Email`, { email });
const mine = (user: TestUser) => ok<EmailInvitation[]>(t, user, 'GET', '/api/Invitation/Email');
const pendingOf = (admin: TestUser, groupId: string) =>
  ok<EmailInvitation[]>(t, admin, 'GET', `/api/Invitation/${groupId}/Email`);

describe('inviting a registered, verified address', () => {
  it('creates a pending invitation and tells only the invitee', async () => {
    // Users of its own: the others' invitations must not reach the lists asserted here.
    const invitee = await createUser(t, { name: 'Gábor' });
    const member = await createUser(t, { name: 'Hanna' });
    const group = await createGroup(t, anna, { members: [member] });
    const response = await invite(anna, group.id, invitee.email.toUpperCase());
    expect(response.statusCode).toBe(201);
    const invitation = response.json<{ data: EmailInvitation }>().data;
    expect(invitation).toEqual({
      id: expect.any(String) as string,
      email: invitee.email,
      group: { id: group.id, name: group.name, description: group.description },
      createdBy: { id: anna.id, name: 'Anna', username: 'anna' },
      creationTime: expect.any(String) as string,
    });
    const [latest] = await notificationsOf(t, invitee);
    expect(latest).toEqual({
      type: 'INVITED_TO_GROUP',
      variables: { groupName: group.name, userName: 'Anna' },
      path: '/invitations',
      isSeen: false,
    });
    for (const other of [anna, member]) {
      const theirs = await notificationsOf(t, other);
      expect(theirs.some((n) => n.type === 'INVITED_TO_GROUP')).toBe(false);
    }
    expect(await mine(invitee)).toEqual([invitation]);
    expect(await mine(member)).toEqual([]);
    expect(await pendingOf(anna, group.id)).toEqual([invitation]);
    const toInvitee = t.smtp.mails.filter((mail) => mail.to === invitee.email);
    expect(toInvitee.some((mail) => mail.text.includes('/activate'))).toBe(false);
  });

  it('joins on acceptance, settles the invitation and tells the admins', async () => {
    // An invitee of its own, with no other invitation waiting.
    const juli = await createUser(t, { name: 'Juli' });
    const group = await createGroup(t, anna);
    const invitation = (await invite(anna, group.id, juli.email)).json<{
      data: EmailInvitation;
    }>().data;
    const joined = await ok<GroupResponse>(
      t,
      juli,
      'POST',
      `/api/Invitation/EnterByEmail/${invitation.id}`,
    );
    expect(joined.memberships.map((m) => m.user.id)).toEqual([anna.id, juli.id]);
    expect(await mine(juli)).toEqual([]);
    expect(await pendingOf(anna, group.id)).toEqual([]);
    const [latest] = await notificationsOf(t, anna);
    expect(latest).toMatchObject({
      type: 'USER_JOINED_GROUP',
      variables: { groupName: group.name, userName: 'Juli' },
    });
    const again = await call(t, juli, 'POST', `/api/Invitation/EnterByEmail/${invitation.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a member (409 already_member) and a second invitation (409 already_invited)', async () => {
    const group = await createGroup(t, anna, { members: [bela] });
    const member = await invite(anna, group.id, bela.email);
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({ message: 'already_member', status: 409, errors: {} });
    expect((await invite(anna, group.id, cili.email)).statusCode).toBe(201);
    const twice = await invite(anna, group.id, cili.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'already_invited', status: 409, errors: {} });
  });

  it('answers 409 already_member when an invitee who joined by link accepts', async () => {
    const group = await createGroup(t, anna);
    const invitation = (await invite(anna, group.id, bela.email)).json<{
      data: EmailInvitation;
    }>().data;
    const token = (await ok<{ token: string }>(t, anna, 'POST', `/api/Invitation/${group.id}/Link`))
      .token;
    await ok(t, bela, 'POST', `/api/Invitation/EnterByLink/${token}`);
    // Joining by link settled the e-mail invitation too.
    expect((await mine(bela)).some((i) => i.id === invitation.id)).toBe(false);
    const response = await call(t, bela, 'POST', `/api/Invitation/EnterByEmail/${invitation.id}`);
    expect(response.statusCode).toBe(404);
  });

  it('hides an expired invitation and lets the admin invite again', async () => {
    const group = await createGroup(t, anna);
    const invitation = (await invite(anna, group.id, cili.email)).json<{
      data: EmailInvitation;
    }>().data;
    await t.database.db
      .update(emailInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailInvitations.id, invitation.id));
    expect((await mine(cili)).some((i) => i.id === invitation.id)).toBe(false);
    expect(await pendingOf(anna, group.id)).toEqual([]);
    const enter = await call(t, cili, 'POST', `/api/Invitation/EnterByEmail/${invitation.id}`);
    expect(enter.statusCode).toBe(404);
    expect((await invite(anna, group.id, cili.email)).statusCode).toBe(201);
  });

  it('refuses a malformed address with the invalid_email field message', async () => {
    const group = await createGroup(t, anna);
    const response = await invite(anna, group.id, 'not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { email: ['invalid_email'] } });
  });
});

describe('withdrawing and declining', () => {
  it('lets an admin withdraw a pending invitation by address, then 404', async () => {
    const group = await createGroup(t, anna);
    await invite(anna, group.id, bela.email);
    const url = `/api/Invitation/${group.id}/Email/${encodeURIComponent(bela.email)}`;
    const response = await call(t, anna, 'DELETE', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });
    expect(await pendingOf(anna, group.id)).toEqual([]);
    expect((await call(t, anna, 'DELETE', url)).statusCode).toBe(404);
  });

  it('lets the invitee decline; nobody else can', async () => {
    const group = await createGroup(t, anna);
    const invitation = (await invite(anna, group.id, bela.email)).json<{
      data: EmailInvitation;
    }>().data;
    const url = `/api/Invitation/Email/${invitation.id}`;
    expect((await call(t, cili, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(t, anna, 'DELETE', url)).statusCode).toBe(404);
    expect(
      (await call(t, cili, 'POST', `/api/Invitation/EnterByEmail/${invitation.id}`)).statusCode,
    ).toBe(404);
    const declined = await call(t, bela, 'DELETE', url);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ data: {} });
    expect((await mine(bela)).some((i) => i.id === invitation.id)).toBe(false);
    expect(await pendingOf(anna, group.id)).toEqual([]);
  });
});

describe('inviting an address without an account', () => {
  it('mails an activation link in the inviter’s language; the new account finds the invitation', async () => {
    await ok(t, anna, 'PATCH', '/api/User', { language: 'hu' });
    const group = await createGroup(t, anna, { name: 'Kert utca' });
    const email = uniqueEmail('neighbour');
    expect((await invite(anna, group.id, email)).statusCode).toBe(201);
    await ok(t, anna, 'PATCH', '/api/User', { language: 'en' });

    const mail = await t.smtp.waitForMail(email);
    expect(mail.subject).toBe('Anna meghívott a „Kert utca” körbe a Közösön');
    const link = mail.links.find((candidate) => candidate.includes('/activate?k='));
    expect(link).toMatch(/^https:\/\/kozos\.example\/activate\?k=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link ?? '').searchParams.get('k') ?? '';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/CreateUser',
      payload: { name: 'Dóra', username: 'dora', password: 'dora-secret', token },
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json<{ data: { token: string; user: { id: string } } }>().data;
    const dora: TestUser = {
      id: session.user.id,
      email,
      password: 'dora-secret',
      token: session.token,
    };

    const [waiting] = await mine(dora);
    expect(waiting).toMatchObject({ email, group: { id: group.id, name: 'Kert utca' } });
    const joined = await ok<GroupResponse>(
      t,
      dora,
      'POST',
      `/api/Invitation/EnterByEmail/${waiting?.id}`,
    );
    expect(joined.memberships.map((m) => m.user.id)).toEqual([anna.id, dora.id]);
    expect(pathOf(link ?? '')).toBe(`/activate?k=${token}`);
  });

  it('sends no activation link to a registered but unverified address; it waits for verification', async () => {
    const group = await createGroup(t, anna);
    const email = uniqueEmail('unverified');
    const password = 'unverified-secret';
    expect((await signUp(t.app, email, password)).statusCode).toBe(200);
    expect((await invite(anna, group.id, email)).statusCode).toBe(201);
    const { response } = await openMailLink(t, email, '/verify-email');
    expect(response.statusCode).toBe(302);
    const toThem = t.smtp.mails.filter((mail) => mail.to === email);
    expect(toThem.some((mail) => mail.text.includes('/activate'))).toBe(false);
    const token = await signInToken(t.app, email, password);
    const user: TestUser = { id: '', email, password, token };
    const [waiting] = await mine(user);
    expect(waiting?.group.id).toBe(group.id);
    expect(await notificationsOf(t, user)).toEqual([]);
  });
});

describe('the invitation mail', () => {
  // Issue 22.6: a group name stored with CR/LF showed a made-up header block in the text part.
  it('keeps a name stored with line breaks on its own line of the text part', async () => {
    // An inviter of its own: the name stored here must not reach the other tests.
    const kata = await createUser(t, { name: 'Kata' });
    const group = await createGroup(t, kata);
    const spoof = 'Kert\r\nSubject: Nyertél!\r\nBcc: everyone@example.org\n\nKattints ide';
    await t.database.db.update(groups).set({ name: spoof }).where(eq(groups.id, group.id));
    await t.database.db
      .update(users)
      .set({ name: 'Kata\nFrom: admin@kozos.example' })
      .where(eq(users.id, kata.id));
    const email = uniqueEmail('spoofed');
    expect((await invite(kata, group.id, email)).statusCode).toBe(201);
    const mail = await t.smtp.waitForMail(email);
    const lines = mail.text.split(/\r?\n/);
    expect(lines.filter((line) => /^(subject|bcc|from):/i.test(line))).toEqual([]);
    expect(lines).toContainEqual(
      expect.stringContaining('Kert Subject: Nyertél! Bcc: everyone@example.org Kattints ide'),
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(Object.keys(mail.headers)).not.toContain('bcc');
  });
});
