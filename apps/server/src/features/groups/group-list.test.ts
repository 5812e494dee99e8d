import type { GroupListItem } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let others: TestUser[];
beforeAll(async () => {
  t = await buildGroupsTestApp();
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  others = [];
  for (let i = 0; i < 6; i++) others.push(await createUser(t, { name: `Member ${i}` }));
  // Created in this order, so creationTime ascending is alma, Citrom, banán.
  await createGroup(t, anna, { name: 'alma', description: 'Gyümölcsös kert', members: others });
  await createGroup(t, anna, { name: 'Citrom', description: 'Savanyú', members: [bela] });
  await createGroup(t, anna, { name: 'banán', description: '50% off_sale' });
  await createGroup(t, bela, { name: 'Béla körei', description: 'Not Anna’s' });
});
afterAll(async () => {
  await t.close();
});

const list = (user: TestUser, query = '') =>
  ok<GroupListItem[]>(t, user, 'GET', `/api/Group${query ? `?${query}` : ''}`);
const names = (items: GroupListItem[]) => items.map((item) => item.name);

describe('GET /api/Group', () => {
  it('lists only my groups, newest first by default', async () => {
    expect(names(await list(anna))).toEqual(['banán', 'Citrom', 'alma']);
    expect(names(await list(bela))).toEqual(['Béla körei', 'Citrom']);
  });

  it('gives each card its member count, my membership and up to five members, admins first', async () => {
    const [alma] = await list(anna, 'search=alma');
    expect(alma?.memberCount).toBe(7);
    expect(alma?.myMembership.isAdmin).toBe(true);
    expect(alma?.memberPreview).toHaveLength(5);
    expect(alma?.memberPreview[0]).toEqual({ id: anna.id, name: 'Anna', username: 'anna' });
    expect(alma?.memberPreview.slice(1).map((m) => m.name)).toEqual([
      'Member 0',
      'Member 1',
      'Member 2',
      'Member 3',
    ]);
    const [citrom] = await list(bela, 'search=citrom');
    expect(citrom?.myMembership.isAdmin).toBe(false);
    expect(citrom?.memberPreview.map((m) => m.id)).toEqual([anna.id, bela.id]);
  });

  it('searches name and description case-insensitively, wildcards taken literally', async () => {
    expect(names(await list(anna, 'search=CITROM'))).toEqual(['Citrom']);
    expect(names(await list(anna, 'search=gyümölcs'))).toEqual(['alma']);
    expect(names(await list(anna, 'search=50%25'))).toEqual(['banán']);
    expect(names(await list(anna, 'search=_'))).toEqual(['banán']);
    expect(names(await list(anna, 'search=körei'))).toEqual([]);
  });

  it('sorts by name or creationTime in either order', async () => {
    expect(names(await list(anna, 'sortBy=name'))).toEqual(['alma', 'banán', 'Citrom']);
    expect(names(await list(anna, 'sortBy=name&order=desc'))).toEqual(['Citrom', 'banán', 'alma']);
    expect(names(await list(anna, 'sortBy=creationTime&order=asc'))).toEqual([
      'alma',
      'Citrom',
      'banán',
    ]);
    expect(names(await list(anna, 'sortBy=creationTime&order=desc'))).toEqual([
      'banán',
      'Citrom',
      'alma',
    ]);
  });

  it('pages with limit and skip until a page comes back empty', async () => {
    const query = 'sortBy=name&limit=2';
    expect(names(await list(anna, `${query}&skip=0`))).toEqual(['alma', 'banán']);
    expect(names(await list(anna, `${query}&skip=2`))).toEqual(['Citrom']);
    expect(await list(anna, `${query}&skip=4`)).toEqual([]);
  });

  it('uses the same number of queries for one group as for ten (no N+1)', async () => {
    // Own users: the groups made here must not reach the lists the other tests assert.
    const solo = await createUser(t, { name: 'Solo' });
    const partner = await createUser(t, { name: 'Partner' });
    await createGroup(t, solo, { name: 'first' });
    const client = (t.database.db as unknown as { $client: object }).$client as {
      query: (...args: unknown[]) => unknown;
    };
    const countQueries = async () => {
      const spy = vi.spyOn(client, 'query');
      const items = await list(solo, 'limit=20');
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      return { calls, items };
    };
    const one = await countQueries();
    expect(one.items).toHaveLength(1);
    for (let i = 0; i < 9; i++) await createGroup(t, solo, { name: `g${i}`, members: [partner] });
    const ten = await countQueries();
    expect(ten.items).toHaveLength(10);
    // The session lookup plus the two list queries; the spy must see them to prove anything.
    expect(one.calls).toBeGreaterThanOrEqual(2);
    expect(ten.calls).toBe(one.calls);
  });

  it('rejects an unknown sort field', async () => {
    expect((await call(t, anna, 'GET', '/api/Group?sortBy=members')).statusCode).toBe(400);
  });
});
