import {
  accessCodeAlphabet,
  type CreatedAccessCode,
  type GroupAccessCode,
  type GroupResponse,
} from '@kozos/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCodes } from '../../db/schema/access-codes';
import { buildGroupsTestApp, call, createGroup, membershipOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

let t: IdentityTestApp;
let admin: TestUser;
let groupId: string;
let people = 0;
const newcomer = () => {
  people += 1;
  return createUser(t, { username: `newcomer${people}`, name: `Newcomer ${people}` });
};
const makeCode = (uses?: number, group = groupId, by = admin) =>
  ok<CreatedAccessCode>(t, by, 'POST', `/api/AccessCode/${group}`, uses ? { uses } : {});
const join = (user: TestUser, code: string) =>
  call(t, user, 'POST', '/api/AccessCode/Join', { code });
const liveCodes = (group = groupId) =>
  ok<GroupAccessCode[]>(t, admin, 'GET', `/api/AccessCode/${group}`);

beforeAll(async () => {
  t = await buildGroupsTestApp();
  admin = await createUser(t, { username: 'anna', name: 'Anna' });
  groupId = (await createGroup(t, admin, { name: 'Kert utca' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('access codes', () => {
  it('are 8 characters without look-alikes, valid 48 hours, and stored only as a keyed hash', async () => {
    const made = await makeCode();
    expect(made.code).toMatch(new RegExp(`^[${accessCodeAlphabet}]{8}$`));
    expect(accessCodeAlphabet).not.toMatch(/[01ILOUV]/);
    expect(made.maxUses).toBe(10);
    const hours = (Date.parse(made.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.id, made.id));
    expect(JSON.stringify(row)).not.toContain(made.code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('let someone join the group as typed, in any case and with a dash, and count the use', async () => {
    const { code } = await makeCode(3);
    const user = await newcomer();
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const response = await join(user, typed);
    expect(response.statusCode, response.body).toBe(200);
    const group = response.json<{ data: GroupResponse }>().data;
    expect(group.memberships.map((m) => m.user.id)).toContain(user.id);
    expect((await liveCodes()).find((live) => live.uses === 1)).toMatchObject({ maxUses: 3 });
  });

  it('refuse a malformed code before looking, and an unknown one with invalid_access_code', async () => {
    const user = await newcomer();
    const short = await join(user, 'ABC');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { code: ['invalid_value'] } });
    expect((await join(user, 'OOOO-OOOO')).statusCode).toBe(400);
    const unknown = await join(user, 'ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'invalid_access_code' });
  });

  it('expire after 48 hours', async () => {
    const made = await makeCode();
    await t.database.db
      .update(accessCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accessCodes.id, made.id));
    const response = await join(await newcomer(), made.code);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: 'access_code_expired' });
    expect((await liveCodes()).map((live) => live.id)).not.toContain(made.id);
  });

  it('serve their number of uses and no more, and leave the list when used up', async () => {
    const made = await makeCode(1);
    expect((await join(await newcomer(), made.code)).statusCode).toBe(200);
    const late = await join(await newcomer(), made.code);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ message: 'access_code_used_up' });
    expect((await liveCodes()).map((live) => live.id)).not.toContain(made.id);
  });

  it('give the last use to one of two people entering it at the same moment', async () => {
    const made = await makeCode(1);
    const [first, second] = [await newcomer(), await newcomer()];
    const answers = await Promise.all([join(first, made.code), join(second, made.code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
  });

  it('cost no use when a member enters one again (409 already_member)', async () => {
    const made = await makeCode(2);
    const user = await newcomer();
    await join(user, made.code);
    const again = await join(user, made.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'already_member' });
    expect((await liveCodes()).find((live) => live.id === made.id)?.uses).toBe(1);
  });

  it('stop at once when revoked', async () => {
    const made = await makeCode();
    await ok(t, admin, 'DELETE', `/api/AccessCode/${groupId}/${made.id}`);
    expect((await join(await newcomer(), made.code)).statusCode).toBe(404);
    const again = await call(t, admin, 'DELETE', `/api/AccessCode/${groupId}/${made.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('die with their creator’s admin rights', async () => {
    const owner = await newcomer();
    const group = await createGroup(t, owner, { name: 'Rövid életű', members: [admin] });
    await ok(t, owner, 'POST', '/api/Membership/Promote', { groupId: group.id, userId: admin.id });
    const made = await makeCode(5, group.id, owner);
    await ok(t, owner, 'POST', `/api/Membership/${membershipOf(group, owner).id}/Leave`);
    const response = await join(await newcomer(), made.code);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: 'access_code_expired' });
  });

  it('refuse a kicked member, as links do, until an e-mail invitation is accepted (decision 014)', async () => {
    const user = await newcomer();
    const first = await makeCode();
    await join(user, first.code);
    await ok(t, admin, 'POST', '/api/Membership/Kick', { groupId, userId: user.id });
    const response = await join(user, (await makeCode()).code);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'removed_from_group' });
    // Invited again by e-mail and back, then gone: a code lets them in like anyone.
    const invitation = await ok<{ id: string }>(
      t,
      admin,
      'POST',
      `/api/Invitation/${groupId}/Email`,
      {
        email: user.email,
      },
    );
    const back = await ok<GroupResponse>(
      t,
      user,
      'POST',
      `/api/Invitation/EnterByEmail/${invitation.id}`,
    );
    await ok(t, user, 'POST', `/api/Membership/${membershipOf(back, user).id}/Leave`);
    expect((await join(user, (await makeCode()).code)).statusCode).toBe(200);
  });
});

describe('guessing', () => {
  let limited: IdentityTestApp;
  beforeAll(async () => {
    limited = await buildGroupsTestApp({
      ACCESS_CODE_ATTEMPTS_PER_USER: '3',
      ACCESS_CODE_ATTEMPTS_PER_IP: '5',
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('is limited per user, then per IP address, with too_many_code_attempts', async () => {
    const owner = await createUser(limited, { username: 'owner', name: 'Owner' });
    const group = await createGroup(limited, owner);
    const { code } = await ok<CreatedAccessCode>(
      limited,
      owner,
      'POST',
      `/api/AccessCode/${group.id}`,
      {},
    );
    const guesser = await createUser(limited, { username: 'guesser', name: 'Guesser' });
    const guess = (user: TestUser, value: string) =>
      call(limited, user, 'POST', '/api/AccessCode/Join', { code: value });
    for (const wrong of ['ZZZZZZZZ', 'YYYYYYYY', 'XXXXXXXX']) {
      expect((await guess(guesser, wrong)).statusCode).toBe(404);
    }
    // Over the user's limit even the right code waits.
    const blocked = await guess(guesser, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: 'too_many_code_attempts' });
    // A second account on the same address has the address's two tries left.
    const helper = await createUser(limited, { username: 'helper', name: 'Helper' });
    expect((await guess(helper, 'WWWWWWWW')).statusCode).toBe(404);
    expect((await guess(helper, 'TTTTTTTT')).statusCode).toBe(404);
    expect((await guess(helper, code)).statusCode).toBe(429);
  });
});
