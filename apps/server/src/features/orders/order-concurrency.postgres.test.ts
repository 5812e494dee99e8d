import type { OfferResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { testConfig } from '../../test/app';
import { buildGroupsTestApp, createGroup, notificationsOf } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { countOrders, insertMembers, orderAll } from '../../test/order-race';
import { testPasswordHashing } from '../../test/password-hashing';

/*
 * Two app instances on one PostgreSQL server (issue 13): 200 buyers at the same moment, their
 * requests spread over both instances, buy exactly what is on offer.
 */

let t: IdentityTestApp;
let second: { app: App; database: Database };
let dealer: TestUser;
let buyers: TestUser[];
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  const url = (t.database as { url?: string }).url;
  if (!url) throw new Error('this file runs on PostgreSQL only (TEST_DB=postgres)');
  const database = openPostgres(url);
  second = {
    app: await buildApp(testConfig(), {
      database,
      logger: false,
      passwordHashing: testPasswordHashing,
    }),
    database,
  };
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  groupId = (await createGroup(t, dealer, { name: 'Piac' })).id;
  buyers = await insertMembers(t.database.db, groupId, 200);
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

describe('orders over two instances', () => {
  it('200 orders of 1 unit on 10 units sell exactly 10 and tell the dealer once', async () => {
    const offer = await createOffer(t, dealer, groupId, { totalAmount: 10 });
    const statuses = await orderAll([t.app, second.app], buyers, offer.id, 200);
    expect(statuses.filter((s) => s.status === 201)).toHaveLength(10);
    expect(
      new Set(statuses.filter((s) => s.status !== 201).map((s) => `${s.status} ${s.message}`)),
    ).toEqual(new Set(['409 sold_out']));
    expect(await countOrders(t.database.db, offer.id)).toEqual({ orders: 10, units: 10 });
    for (const app of [t.app, second.app]) {
      const read = await app.inject({
        method: 'GET',
        url: `/api/Offer/${offer.id}`,
        headers: { authorization: `Bearer ${dealer.token}` },
      });
      expect(read.json<{ data: OfferResponse }>().data.availableAmount).toBe(0);
    }
    const notices = (await notificationsOf(t, dealer)).filter(
      (n) => n.type === 'OFFER_STOCK_LIMIT_REACHED' && n.path === `/sales/${offer.id}`,
    );
    expect(notices).toHaveLength(1);
  });
});
