import type { GroupResponse } from '@kozos/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, memberships } from '../../db/schema';
import { eventually } from '../../test/eventually';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import {
  lockGroupsForAccountDeletion,
  removeMembershipsOfDeletedUser,
} from './memberships.service';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildGroupsTestApp();
});
afterAll(async () => {
  await t.close();
});

const newUser = (name: string) => createUser(t, { username: name.toLowerCase(), name });
const deleteAccount = (user: TestUser) =>
  call(t, user, 'POST', '/api/User/Delete', { password: user.password, reason: 'moving' });

describe('deleting an account that belongs to groups', () => {
  it('is refused with 409 last_admin_must_hand_over while the user is a group’s last admin', async () => {
    const anna = await newUser('Anna');
    const bela = await newUser('Bela');
    const { id: groupId } = await createGroup(t, anna, { members: [bela] });
    const response = await deleteAccount(anna);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'last_admin_must_hand_over',
      status: 409,
      errors: {},
    });
    // Nothing changed: still herself, still the admin.
    expect(await ok(t, anna, 'GET', '/api/User')).toMatchObject({ name: 'Anna' });
    const group = await ok<GroupResponse>(t, bela, 'GET', `/api/Group/${groupId}`);
    expect(group.memberships.find((m) => m.user.id === anna.id)).toMatchObject({ isAdmin: true });
  });

  it('leaves every group once another admin is there, and a sole-member group goes', async () => {
    const cili = await newUser('Cili');
    const dani = await newUser('Dani');
    const shared = await createGroup(t, cili, { members: [dani] });
    await ok(t, cili, 'POST', '/api/Membership/Promote', { userId: dani.id, groupId: shared.id });
    const alone = await createGroup(t, cili, { name: 'Only me' });
    const elsewhere = await createGroup(t, dani, { members: [cili] });

    expect((await deleteAccount(cili)).statusCode).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(memberships).where(eq(memberships.userId, cili.id))).toEqual([]);
    expect(await db.select().from(groups).where(eq(groups.id, alone.id))).toEqual([]);
    for (const id of [shared.id, elsewhere.id]) {
      const group = await ok<GroupResponse>(t, dani, 'GET', `/api/Group/${id}`);
      expect(group.memberships.map((m) => m.user.id)).toEqual([dani.id]);
    }
  });

  it('holds a co-admin’s deletion until the first one commits, then refuses it', async () => {
    const [hedi, ivan, juli] = await Promise.all(['Hedi', 'Ivan', 'Juli'].map(newUser));
    if (!hedi || !ivan || !juli) throw new Error('users not created');
    const group = await createGroup(t, hedi, { members: [ivan, juli] });
    await ok(t, hedi, 'POST', '/api/Membership/Promote', { userId: ivan.id, groupId: group.id });

    // Hedi's deletion is inside its transaction, past the check, not yet committed.
    let commitFirst = () => {};
    const checked = new Promise<void>((resolve) => {
      void t.database.db
        .transaction(async (tx) => {
          await lockGroupsForAccountDeletion(tx, hedi.id);
          await removeMembershipsOfDeletedUser(tx, hedi.id);
          resolve();
          await new Promise<void>((release) => (commitFirst = release));
        })
        .catch(() => undefined);
    });
    await checked;
    let secondSettled = false;
    const second = deleteAccount(ivan).then((response) => {
      secondSettled = true;
      return response;
    });
    // On PostgreSQL the second deletion must be seen waiting on the first one's lock: a missing
    // lock fails here, instead of a fixed sleep hoping the second got that far. PGlite runs one
    // transaction at a time on its one connection, so there the second simply waits its turn.
    if (t.database.kind === 'postgres') {
      await eventually(async () => {
        const waiting: unknown = await t.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect((waiting as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
      });
    }
    expect(secondSettled).toBe(false);
    commitFirst();
    expect((await second).statusCode).toBe(409);
    const after = await ok<GroupResponse>(t, juli, 'GET', `/api/Group/${group.id}`);
    expect(after.memberships.filter((m) => m.isAdmin).map((m) => m.user.id)).toEqual([ivan.id]);
  });
});

describe('contact details on profiles', () => {
  it('shows e-mail, phone and company to those who share a group, not to others', async () => {
    const eva = await newUser('Eva');
    const feri = await newUser('Feri');
    const gabi = await newUser('Gabi');
    await createGroup(t, eva, { members: [feri] });
    await createGroup(t, gabi);
    const seen = await ok<{ email: string | null }>(t, feri, 'GET', `/api/User/${eva.id}`);
    expect(seen.email).toBe(eva.email);
    const hidden = await ok<{ email: string | null; phone: string | null }>(
      t,
      gabi,
      'GET',
      `/api/User/${eva.id}`,
    );
    expect(hidden).toMatchObject({ email: null, phone: null });
  });
});
