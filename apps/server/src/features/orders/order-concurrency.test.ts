import type { OfferResponse, OrderResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { placeOrder } from '../../test/orders';
import { countOrders, insertMembers, orderAll } from '../../test/order-race';

/*
 * Overselling under concurrency (OFN #1491, #4018, #5300, #14174): many buyers at the same
 * moment. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL (where the requests really
 * run in parallel on the pool's connections).
 */

let t: IdentityTestApp;
let dealer: TestUser;
let buyers: TestUser[];
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  groupId = (await createGroup(t, dealer, { name: 'Piac' })).id;
  buyers = await insertMembers(t.database.db, groupId, 200);
});
afterAll(async () => {
  await t.close();
});

describe('orders at the same moment', () => {
  it('200 orders of 1 unit on 10 units sell exactly 10, the rest hear sold_out', async () => {
    const offer = await createOffer(t, dealer, groupId, { totalAmount: 10 });
    const statuses = await orderAll([t.app], buyers, offer.id, 200);
    expect(statuses.filter((s) => s.status === 201)).toHaveLength(10);
    const refused = statuses.filter((s) => s.status !== 201);
    expect(refused).toHaveLength(190);
    expect(new Set(refused.map((s) => `${s.status} ${s.message}`))).toEqual(
      new Set(['409 sold_out']),
    );
    const read = await ok<OfferResponse>(t, dealer, 'GET', `/api/Offer/${offer.id}`);
    expect(read.availableAmount).toBe(0);
    expect(await countOrders(t.database.db, offer.id)).toEqual({ orders: 10, units: 10 });
    const notices = (await notificationsOf(t, dealer)).filter(
      (n) => n.type === 'OFFER_STOCK_LIMIT_REACHED' && n.path === `/sales/${offer.id}`,
    );
    expect(notices).toHaveLength(1);
  });

  it('50 amount changes at once never take more than the total nor lose an order', async () => {
    const offer = await createOffer(t, dealer, groupId, { totalAmount: 30 });
    const orders: OrderResponse[] = [];
    for (const buyer of buyers.slice(0, 10)) orders.push(await placeOrder(t, buyer, offer.id, 2));
    const changes = Array.from({ length: 50 }, (_, i) => {
      const index = i % orders.length;
      const order = orders[index];
      const buyer = buyers[index];
      if (!order || !buyer) throw new Error('no order');
      return call(t, buyer, 'PATCH', `/api/Order/${order.id}`, { amount: 1 + ((i * 7) % 6) });
    });
    const responses = await Promise.all(changes);
    for (const response of responses) {
      expect([200, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 409) {
        expect(['sold_out', 'not_enough_available']).toContain(
          response.json<{ message: string }>().message,
        );
      }
    }
    const read = await ok<OfferResponse>(t, dealer, 'GET', `/api/Offer/${offer.id}`);
    const counted = await countOrders(t.database.db, offer.id);
    expect(counted.orders).toBe(10);
    expect(read.availableAmount).toBeGreaterThanOrEqual(0);
    expect(read.availableAmount).toBe(30 - counted.units);
  });
});
