import type { DealerEvaluationsResponse, OrderResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { placeOrder, setFulfilledAgo } from '../../test/orders';

let t: IdentityTestApp;
let dealer: TestUser;
let anna: TestUser;
let bela: TestUser;
let outsider: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  outsider = await createUser(t, { username: 'outsider' });
  groupId = (await createGroup(t, dealer, { members: [anna, bela] })).id;
});
afterAll(async () => {
  await t.close();
});

async function fulfilledOrder(buyer: TestUser, productName = 'Akácméz') {
  const offer = await createOffer(t, dealer, groupId, { product: { name: productName } });
  const order = await placeOrder(t, buyer, offer.id, 1);
  await ok(t, dealer, 'POST', `/api/Sale/${order.id}/Fulfil`);
  return order;
}
const evaluate = (user: TestUser, id: string, body: object) =>
  call(t, user, 'POST', `/api/Order/${id}/Evaluation`, body);

describe('POST /api/Order/{id}/Evaluation', () => {
  it('rates a fulfilled order and changes the rating within the month', async () => {
    const order = await fulfilledOrder(anna);
    const first = await evaluate(anna, order.id, { rating: 4, comment: 'Finom volt' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: OrderResponse }>().data.evaluation).toMatchObject({
      rating: 4,
      comment: 'Finom volt',
    });
    await setFulfilledAgo(t.database.db, order.id, '1 month -1 minute');
    const changed = await evaluate(anna, order.id, { rating: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: OrderResponse }>().data.evaluation).toMatchObject({
      rating: 5,
      comment: '',
    });
  });

  it('refuses one second after the month has passed', async () => {
    const order = await fulfilledOrder(anna);
    await setFulfilledAgo(t.database.db, order.id, '1 month 1 second');
    const late = await evaluate(anna, order.id, { rating: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'evaluation_closed' });
  });

  it('refuses an order that is not fulfilled, and bad ratings', async () => {
    const offer = await createOffer(t, dealer, groupId);
    const order = await placeOrder(t, anna, offer.id, 1);
    const open = await evaluate(anna, order.id, { rating: 3 });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ message: 'order_not_fulfilled' });
    for (const rating of [0, 6, 2.5, '3']) {
      const bad = await evaluate(anna, order.id, { rating });
      expect(bad.statusCode, String(rating)).toBe(400);
      expect(bad.json()).toHaveProperty('errors.rating');
    }
  });

  it('answers 404 to anyone but the buyer, the dealer too', async () => {
    const order = await fulfilledOrder(anna);
    for (const user of [bela, dealer, outsider]) {
      expect((await evaluate(user, order.id, { rating: 1 })).statusCode).toBe(404);
    }
  });
});

describe('GET /api/User/{id}/Evaluations', () => {
  it('answers the average and the newest first to people sharing a group', async () => {
    const seller = await createUser(t, { username: 'seller', name: 'Sára' });
    const { id } = await createGroup(t, seller, { members: [anna, bela] });
    const rate = async (buyer: TestUser, rating: number, name: string) => {
      const offer = await createOffer(t, seller, id, { product: { name } });
      const order = await placeOrder(t, buyer, offer.id, 1);
      await ok(t, seller, 'POST', `/api/Sale/${order.id}/Fulfil`);
      await ok(t, buyer, 'POST', `/api/Order/${order.id}/Evaluation`, { rating, comment: name });
    };
    await rate(anna, 5, 'Alma');
    await rate(bela, 2, 'Barack');
    const read = await ok<DealerEvaluationsResponse>(
      t,
      anna,
      'GET',
      `/api/User/${seller.id}/Evaluations`,
    );
    expect(read).toMatchObject({ average: 3.5, count: 2 });
    expect(read.items.map((item) => [item.productName, item.rating, item.buyer.name])).toEqual([
      ['Barack', 2, 'Béla'],
      ['Alma', 5, 'Anna'],
    ]);
    const page = await ok<DealerEvaluationsResponse>(
      t,
      seller,
      'GET',
      `/api/User/${seller.id}/Evaluations?limit=1&skip=1`,
    );
    expect(page.items.map((item) => item.comment)).toEqual(['Alma']);
    const none = await ok<DealerEvaluationsResponse>(
      t,
      anna,
      'GET',
      `/api/User/${bela.id}/Evaluations`,
    );
    expect(none).toEqual({ average: null, count: 0, items: [] });
    const denied = await call(t, outsider, 'GET', `/api/User/${seller.id}/Evaluations`);
    expect(denied.statusCode).toBe(403);
  });
});
