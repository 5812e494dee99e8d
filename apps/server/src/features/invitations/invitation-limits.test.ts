import type { GroupResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import { createUser, uniqueEmail, type IdentityTestApp, type TestUser } from '../../test/identity';

/* Issue 11, item 7: invitations by e-mail are no spam relay (decision 055). */

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
beforeAll(async () => {
  // The defaults of config.ts (the test config raises them for other files).
  t = await buildGroupsTestApp({
    INVITATION_LIMIT_PER_INVITER: '20',
    INVITATION_LIMIT_PER_ADDRESS: '5',
  });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
});
afterAll(async () => {
  await t.close();
});

const invite = (by: TestUser, groupId: string, email: string) =>
  call(t, by, 'POST', `/api/Invitation/${groupId}/Email`, { email });
const withdraw = (by: TestUser, groupId: string, email: string) =>
  ok(t, by, 'DELETE', `/api/Invitation/${groupId}/Email/${email}`);
const mailsTo = (email: string) => t.smtp.mails.filter((mail) => mail.to === email).length;
/**
 * Every invitation mail sent so far has arrived: the invitation route hands its mail to the
 * mailer before it answers, so none can start later.
 */
const settle = () => t.mailsSettled();

describe('inviting the same address again', () => {
  it('sends one mail however often it is withdrawn and invited again', async () => {
    const group = await createGroup(t, anna);
    const email = uniqueEmail('relay');
    for (let i = 0; i < 15; i++) {
      expect((await invite(anna, group.id, email)).statusCode).toBe(201);
      await withdraw(anna, group.id, email);
    }
    await t.smtp.waitForMail(email);
    await settle();
    expect(mailsTo(email)).toBe(1);
  });

  it('notifies a registered address once, and the invitation is still stored', async () => {
    const group = await createGroup(t, anna);
    for (let i = 0; i < 3; i++) {
      expect((await invite(anna, group.id, bela.email)).statusCode).toBe(201);
      if (i < 2) await withdraw(anna, group.id, bela.email);
    }
    const invited = (await notificationsOf(t, bela)).filter((n) => n.type === 'INVITED_TO_GROUP');
    expect(invited).toHaveLength(1);
    const pending = await ok<unknown[]>(t, anna, 'GET', `/api/Invitation/${group.id}/Email`);
    expect(pending).toHaveLength(1);
  });
});

describe('limits', () => {
  it('answers 429 too_many_invitations once one address had its mails for the day', async () => {
    const email = uniqueEmail('popular');
    const limit = t.config.limits.invitationsPerAddress;
    const groups: GroupResponse[] = [];
    // Different admins, so only the address's limit is reached.
    for (let i = 0; i <= limit; i++) {
      const admin = await createUser(t, { username: `admin${i}`, name: `Admin ${i}` });
      const group = await createGroup(t, admin, { name: `Group ${i}` });
      groups.push(group);
      const response = await invite(admin, group.id, email);
      if (i < limit) {
        expect(response.statusCode).toBe(201);
        continue;
      }
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({ message: 'too_many_invitations', status: 429, errors: {} });
      const pending = await ok<unknown[]>(t, admin, 'GET', `/api/Invitation/${group.id}/Email`);
      expect(pending).toEqual([]);
    }
    await settle();
    expect(mailsTo(email)).toBe(limit);
  });

  it('answers 429 too_many_invitations to an inviter past the hourly limit', async () => {
    const cili = await createUser(t, { username: 'cili', name: 'Cili' });
    const group = await createGroup(t, cili);
    const limit = t.config.limits.invitationsPerInviter;
    for (let i = 0; i < limit; i++) {
      expect((await invite(cili, group.id, uniqueEmail('many'))).statusCode).toBe(201);
    }
    const over = await invite(cili, group.id, uniqueEmail('many'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: 'too_many_invitations' });
    // Another admin of the same group is counted on their own.
    expect((await invite(anna, (await createGroup(t, anna)).id, uniqueEmail())).statusCode).toBe(
      201,
    );
  });
});
