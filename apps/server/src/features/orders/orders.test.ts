import type { OfferResponse, OrderResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer, setOfferState } from '../../test/market';
import { placeOrder } from '../../test/orders';

let t: IdentityTestApp;
let dealer: TestUser;
let anna: TestUser;
let bela: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes Dealer' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  groupId = (await createGroup(t, dealer, { name: 'Kert utca', members: [anna, bela] })).id;
});
afterAll(async () => {
  await t.close();
});

const offerOf = (id: string, user: TestUser = anna) =>
  ok<OfferResponse>(t, user, 'GET', `/api/Offer/${id}`);
const newOffer = (totalAmount = 10, price = 1200) =>
  createOffer(t, dealer, groupId, { totalAmount, price });

describe('POST /api/Order', () => {
  it('takes the stock and answers the order with its total', async () => {
    const offer = await newOffer(10, 1500);
    const order = await placeOrder(t, anna, offer.id, 3);
    expect(order).toMatchObject({
      offer: { id: offer.id, availableAmount: 7 },
      buyer: { id: anna.id, name: 'Anna' },
      amount: 3,
      total: 4500,
      isFulfilled: false,
      fulfilledTime: null,
      rejection: null,
      evaluation: null,
    });
    expect(order.offer).not.toHaveProperty('purchaseTime');
    expect((await offerOf(offer.id)).availableAmount).toBe(7);
  });

  it('adds to the open order when the buyer orders again', async () => {
    const offer = await newOffer();
    const first = await placeOrder(t, anna, offer.id, 2);
    const second = await placeOrder(t, anna, offer.id, 3);
    expect(second).toMatchObject({ id: first.id, amount: 5, total: 6000 });
    expect((await offerOf(offer.id)).availableAmount).toBe(5);
  });

  it('refuses more than is left: not_enough_available, then sold_out', async () => {
    const offer = await newOffer(3);
    const tooMany = await call(t, anna, 'POST', '/api/Order', { offerId: offer.id, amount: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: 'not_enough_available',
      errors: { amount: ['not_enough_available'] },
    });
    await placeOrder(t, bela, offer.id, 3);
    const soldOut = await call(t, anna, 'POST', '/api/Order', { offerId: offer.id, amount: 1 });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ message: 'sold_out' });
    expect((await offerOf(offer.id)).availableAmount).toBe(0);
  });

  it('refuses a zero, negative or fractional amount (spec §5)', async () => {
    const offer = await newOffer();
    for (const amount of [0, -1, 1.5, '2']) {
      const response = await call(t, anna, 'POST', '/api/Order', { offerId: offer.id, amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json()).toHaveProperty('errors.amount');
    }
    expect((await offerOf(offer.id)).availableAmount).toBe(10);
  });

  it('refuses an order one second after the deadline by the database clock', async () => {
    const offer = await newOffer();
    await setOfferState(t.database.db, offer.id, { deadlineInSeconds: 2 });
    await placeOrder(t, anna, offer.id, 1);
    await setOfferState(t.database.db, offer.id, { deadlineInSeconds: -1 });
    const late = await call(t, bela, 'POST', '/api/Order', { offerId: offer.id, amount: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'deadline_expired' });
    expect((await offerOf(offer.id)).availableAmount).toBe(9);
  });

  it('refuses the dealer ordering from their own offer', async () => {
    const offer = await newOffer();
    const response = await call(t, dealer, 'POST', '/api/Order', { offerId: offer.id, amount: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'cannot_order_own_offer' });
  });

  it('tells the dealer once when the offer sells out', async () => {
    const offer = await createOffer(t, dealer, groupId, {
      totalAmount: 2,
      product: { name: 'Fogyó méz' },
    });
    await placeOrder(t, anna, offer.id, 2);
    const order = await ok<OrderResponse[]>(t, anna, 'GET', '/api/Order?limit=100');
    const mine = order.find((o) => o.offer.id === offer.id);
    await ok(t, anna, 'PATCH', `/api/Order/${mine?.id}`, { amount: 1 });
    await placeOrder(t, bela, offer.id, 1);
    const notices = (await notificationsOf(t, dealer)).filter(
      (n) => n.type === 'OFFER_STOCK_LIMIT_REACHED' && n.path === `/sales/${offer.id}`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.variables).toEqual({ productName: 'Fogyó méz', groupName: 'Kert utca' });
  });
});

describe('the buyer changes an order', () => {
  it('re-takes or gives back stock on PATCH and refuses more than is left', async () => {
    const offer = await newOffer(10);
    const order = await placeOrder(t, anna, offer.id, 4);
    await placeOrder(t, bela, offer.id, 5);
    const more = await ok<OrderResponse>(t, anna, 'PATCH', `/api/Order/${order.id}`, {
      amount: 5,
    });
    expect(more).toMatchObject({ amount: 5, total: 6000, offer: { availableAmount: 0 } });
    const tooMany = await call(t, anna, 'PATCH', `/api/Order/${order.id}`, { amount: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ message: 'sold_out' });
    const less = await ok<OrderResponse>(t, anna, 'PATCH', `/api/Order/${order.id}`, {
      amount: 1,
    });
    expect(less.offer.availableAmount).toBe(4);
  });

  it('gives the units back on DELETE', async () => {
    const offer = await newOffer(10);
    const order = await placeOrder(t, anna, offer.id, 4);
    expect((await call(t, anna, 'DELETE', `/api/Order/${order.id}`)).statusCode).toBe(200);
    expect((await offerOf(offer.id)).availableAmount).toBe(10);
    expect((await call(t, anna, 'GET', `/api/Order/${order.id}`)).statusCode).toBe(404);
  });

  it('refuses changes and deletion after the deadline', async () => {
    const offer = await newOffer(10);
    const order = await placeOrder(t, anna, offer.id, 4);
    await setOfferState(t.database.db, offer.id, { deadlineInSeconds: -1 });
    for (const [method, payload] of [
      ['PATCH', { amount: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(t, anna, method, `/api/Order/${order.id}`, payload);
      expect(response.statusCode, method).toBe(409);
      expect(response.json()).toMatchObject({ message: 'deadline_expired' });
    }
    expect(await ok<OrderResponse>(t, anna, 'GET', `/api/Order/${order.id}`)).toMatchObject({
      amount: 4,
    });
  });

  it('refuses deleting or changing a fulfilled order (spec §5)', async () => {
    const offer = await newOffer(10);
    const order = await placeOrder(t, anna, offer.id, 2);
    await ok(t, dealer, 'POST', `/api/Sale/${order.id}/Fulfil`);
    for (const [method, payload] of [
      ['PATCH', { amount: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(t, anna, method, `/api/Order/${order.id}`, payload);
      expect(response.statusCode, method).toBe(409);
      expect(response.json()).toMatchObject({ message: 'order_fulfilled' });
    }
    const again = await call(t, anna, 'POST', '/api/Order', { offerId: offer.id, amount: 1 });
    expect(again.json()).toMatchObject({ message: 'order_fulfilled' });
    expect((await offerOf(offer.id)).availableAmount).toBe(8);
  });

  it("answers 404 for someone else's order", async () => {
    const offer = await newOffer(10);
    const order = await placeOrder(t, anna, offer.id, 2);
    for (const user of [bela, dealer]) {
      expect((await call(t, user, 'GET', `/api/Order/${order.id}`)).statusCode).toBe(404);
      const patch = await call(t, user, 'PATCH', `/api/Order/${order.id}`, { amount: 1 });
      expect(patch.statusCode).toBe(404);
      expect((await call(t, user, 'DELETE', `/api/Order/${order.id}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/Order', () => {
  it('lists my orders by state, newest delivery first, paged', async () => {
    const buyer = await createUser(t, { username: 'cili' });
    const { id } = await createGroup(t, dealer, { name: 'Lista', members: [buyer] });
    const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
    const soon = await createOffer(t, dealer, id, { delivery: hours(50) });
    const later = await createOffer(t, dealer, id, { delivery: hours(90) });
    const rejected = await createOffer(t, dealer, id, { delivery: hours(70) });
    const a = await placeOrder(t, buyer, soon.id, 1);
    const b = await placeOrder(t, buyer, later.id, 1);
    const c = await placeOrder(t, buyer, rejected.id, 1);
    await ok(t, dealer, 'POST', `/api/Sale/${a.id}/Fulfil`);
    await ok(t, dealer, 'POST', `/api/Sale/${c.id}/Reject`, { reason: 'Elverte a jég' });
    const ids = async (query: string) =>
      (await ok<OrderResponse[]>(t, buyer, 'GET', `/api/Order${query}`)).map((o) => o.id);
    expect(await ids('')).toEqual([b.id, c.id, a.id]);
    expect(await ids('?state=open')).toEqual([b.id]);
    expect(await ids('?state=fulfilled')).toEqual([a.id]);
    expect(await ids('?state=rejected')).toEqual([c.id]);
    expect(await ids('?limit=1&skip=1')).toEqual([c.id]);
    const bad = await call(t, buyer, 'GET', '/api/Order?state=nope');
    expect(bad.statusCode).toBe(400);
  });
});
