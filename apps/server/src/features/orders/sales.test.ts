import type {
  DealerOfferResponse,
  OfferResponse,
  OrderResponse,
  SaleOrder,
  SaleResponse,
  SaleSummary,
} from '@kozos/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { connectProducer, createOffer, hoursFromNow, setOfferState } from '../../test/market';
import { placeOrder } from '../../test/orders';

let t: IdentityTestApp;
let dealer: TestUser;
let anna: TestUser;
let bela: TestUser;
let producer: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes Dealer' });
  anna = await createUser(t, { username: 'anna', name: 'Árvíztűrő Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla "Bé" Kovács, ifj.' });
  producer = await createUser(t, { username: 'producer', name: 'Piroska' });
  groupId = (await createGroup(t, dealer, { name: 'Kert utca', members: [anna, bela] })).id;
});
afterAll(async () => {
  await t.close();
});

const sale = (offerId: string) => ok<SaleResponse>(t, dealer, 'GET', `/api/Sale/${offerId}`);
const available = async (offerId: string) =>
  (await ok<OfferResponse>(t, dealer, 'GET', `/api/Offer/${offerId}`)).availableAmount;
const reject = (orderId: string, reason = 'Elverte a jég') =>
  call(t, dealer, 'POST', `/api/Sale/${orderId}/Reject`, { reason });

describe('GET /api/Sale', () => {
  it("lists the dealer's offers with orders, by deadline newest first, with the counts", async () => {
    const seller = await createUser(t, { username: 'seller' });
    const { id } = await createGroup(t, seller, { name: 'Piac', members: [anna, bela] });
    const early = await createOffer(t, seller, id, {
      price: 100,
      orderDeadline: hoursFromNow(20),
    });
    const late = await createOffer(t, seller, id, { price: 250, orderDeadline: hoursFromNow(40) });
    await createOffer(t, seller, id, { orderDeadline: hoursFromNow(30) });
    const a = await placeOrder(t, anna, late.id, 2);
    const b = await placeOrder(t, bela, late.id, 3);
    await placeOrder(t, anna, early.id, 1);
    const gone = await placeOrder(t, bela, early.id, 4);
    await ok(t, seller, 'POST', `/api/Sale/${a.id}/Fulfil`);
    await ok(t, seller, 'POST', `/api/Sale/${gone.id}/Reject`, { reason: 'Nincs' });
    const list = await ok<SaleSummary[]>(t, seller, 'GET', '/api/Sale?sortBy=orderDeadline');
    expect(list.map((s) => s.offer.id)).toEqual([late.id, early.id]);
    expect(list[0]).toMatchObject({
      orderCount: 2,
      toFulfilCount: 1,
      orderedAmount: 5,
      total: 1250,
    });
    expect(list[1]).toMatchObject({
      orderCount: 1,
      toFulfilCount: 1,
      orderedAmount: 1,
      total: 100,
    });
    expect(list[0]?.offer.purchaseTime).toBeDefined();
    const page = await ok<SaleSummary[]>(
      t,
      seller,
      'GET',
      '/api/Sale?sortBy=orderDeadline&limit=1&skip=1',
    );
    expect(page.map((s) => s.offer.id)).toEqual([early.id]);
    expect(b.amount).toBe(3);
  });
});

// Issue 23.10: the list had no visible order and no sort.
describe('GET /api/Sale sorted and searched', () => {
  let seller: TestUser;
  const ids: Record<string, string> = {};
  const idsOf = async (query: string) =>
    (await ok<SaleSummary[]>(t, seller, 'GET', `/api/Sale${query}`)).map(
      (s) => Object.entries(ids).find(([, id]) => id === s.offer.id)?.[0],
    );

  beforeAll(async () => {
    seller = await createUser(t, { username: 'sorter' });
    const { id } = await createGroup(t, seller, { name: 'Rendező', members: [anna] });
    const offers = {
      // Deliveries: two still to come, two past (moved back after ordering).
      next: { name: 'Barack', orderDeadline: hoursFromNow(10), delivery: hoursFromNow(20) },
      later: { name: 'Alma', orderDeadline: hoursFromNow(30), delivery: hoursFromNow(40) },
      recent: { name: 'Dió', orderDeadline: hoursFromNow(50), delivery: hoursFromNow(60) },
      old: { name: 'Cseresznye', orderDeadline: hoursFromNow(70), delivery: hoursFromNow(80) },
    };
    for (const [key, { name, ...times }] of Object.entries(offers)) {
      const offer = await createOffer(t, seller, id, {
        ...times,
        purchaseTime: times.orderDeadline,
        product: { name, tags: 'system.food' },
      });
      await placeOrder(t, anna, offer.id, 1);
      ids[key] = offer.id;
    }
    const moveBack = (offerId: string | undefined, hours: number) =>
      t.database.db.execute(
        sql`update offers set order_deadline = now() - make_interval(hours => ${hours + 2}),
          purchase_time = now() - make_interval(hours => ${hours + 2}),
          delivery = now() - make_interval(hours => ${hours}) where id = ${offerId}`,
      );
    await moveBack(ids.recent, 1);
    await moveBack(ids.old, 30);
  });

  it('puts the soonest delivery first by default: the next one, then past ones latest first', async () => {
    expect(await idsOf('')).toEqual(['next', 'later', 'recent', 'old']);
    expect(await idsOf('?sortBy=delivery&order=asc')).toEqual(['next', 'later', 'recent', 'old']);
    expect(await idsOf('?limit=2&skip=1')).toEqual(['later', 'recent']);
  });

  it('sorts by the latest delivery, the deadline or the name, either way', async () => {
    expect(await idsOf('?sortBy=delivery&order=desc')).toEqual(['later', 'next', 'recent', 'old']);
    expect(await idsOf('?sortBy=orderDeadline&order=asc')).toEqual([
      'old',
      'recent',
      'next',
      'later',
    ]);
    expect(await idsOf('?sortBy=name')).toEqual(['later', 'next', 'old', 'recent']);
    expect(await idsOf('?sortBy=name&order=desc')).toEqual(['recent', 'old', 'next', 'later']);
  });

  it("finds a sale by its product's name, accents or not", async () => {
    expect(await idsOf('?search=dio')).toEqual(['recent']);
    expect(await idsOf('?search=Cseresz')).toEqual(['old']);
  });

  it('refuses an unknown sort field or order with 400', async () => {
    for (const [query, field] of [
      ['?sortBy=price', 'sortBy'],
      ['?order=up', 'order'],
    ] as const) {
      const response = await call(t, seller, 'GET', `/api/Sale${query}`);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ status: number; errors: Record<string, string[]> }>();
      expect(body.status).toBe(400);
      expect(Object.keys(body.errors)).toEqual([field]);
    }
  });
});

describe('GET /api/Sale/{id}', () => {
  it('answers every order with the buyer, rejected ones last, counting only the others', async () => {
    const offer = await createOffer(t, dealer, groupId, { price: 1000, totalAmount: 10 });
    const first = await placeOrder(t, anna, offer.id, 2);
    const second = await placeOrder(t, bela, offer.id, 3);
    expect((await reject(first.id)).statusCode).toBe(200);
    const read = await sale(offer.id);
    expect(read).toMatchObject({ orderCount: 1, toFulfilCount: 1, orderedAmount: 3, total: 3000 });
    expect(read.orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(read.orders[1]).toMatchObject({
      buyer: { id: anna.id, name: 'Árvíztűrő Anna' },
      amount: 2,
      total: 2000,
      rejection: { reason: 'Elverte a jég' },
    });
  });
});

describe('completion', () => {
  it('fulfils and undoes, and refuses a rejected order', async () => {
    const offer = await createOffer(t, dealer, groupId);
    const order = await placeOrder(t, anna, offer.id, 1);
    const done = await ok<SaleOrder>(t, dealer, 'POST', `/api/Sale/${order.id}/Fulfil`);
    expect(done.isFulfilled).toBe(true);
    expect(done.fulfilledTime).not.toBeNull();
    const mine = await ok<OrderResponse>(t, anna, 'GET', `/api/Order/${order.id}`);
    expect(mine.isFulfilled).toBe(true);
    const undone = await ok<SaleOrder>(t, dealer, 'POST', `/api/Sale/${order.id}/Unfulfil`);
    expect(undone).toMatchObject({ isFulfilled: false, fulfilledTime: null });
    expect((await reject(order.id)).statusCode).toBe(200);
    const refused = await call(t, dealer, 'POST', `/api/Sale/${order.id}/Fulfil`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'order_rejected' });
  });
});

describe('POST /api/Sale/{id}/Reject', () => {
  it('tells the buyer why, gives the units back and lets the buyer order again', async () => {
    const offer = await createOffer(t, dealer, groupId, {
      totalAmount: 5,
      product: { name: 'Cseresznye' },
    });
    const order = await placeOrder(t, anna, offer.id, 5);
    expect(await available(offer.id)).toBe(0);
    const response = await reject(order.id, 'Elverte a jég');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: SaleOrder }>().data.rejection).toMatchObject({
      reason: 'Elverte a jég',
    });
    expect(await available(offer.id)).toBe(5);
    const [notice] = (await notificationsOf(t, anna)).filter((n) => n.type === 'ORDER_REJECTED');
    expect(notice).toMatchObject({
      variables: { dealerName: 'Dénes Dealer', productName: 'Cseresznye', reason: 'Elverte a jég' },
      path: `/purchase?id=${order.id}`,
    });
    const mine = await ok<OrderResponse>(t, anna, 'GET', `/api/Order/${order.id}`);
    expect(mine.rejection).toMatchObject({ reason: 'Elverte a jég' });
    const again = await placeOrder(t, anna, offer.id, 2);
    expect(again.id).not.toBe(order.id);
    expect((await reject(order.id)).json()).toMatchObject({ message: 'order_rejected' });
    for (const method of ['DELETE', 'PATCH'] as const) {
      const change = await call(t, anna, method, `/api/Order/${order.id}`, { amount: 1 });
      expect(change.json(), method).toMatchObject({ message: 'order_rejected' });
    }
  });

  it('refuses an empty reason and a fulfilled order', async () => {
    const offer = await createOffer(t, dealer, groupId);
    const order = await placeOrder(t, anna, offer.id, 1);
    const empty = await call(t, dealer, 'POST', `/api/Sale/${order.id}/Reject`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('errors.reason');
    await ok(t, dealer, 'POST', `/api/Sale/${order.id}/Fulfil`);
    expect((await reject(order.id)).json()).toMatchObject({ message: 'order_fulfilled' });
  });

  it('after the deadline leaves the rejected units out of what /dealeroffer counts', async () => {
    const connection = await connectProducer(t, dealer, producer);
    const offer = await createOffer(t, dealer, groupId, {
      totalAmount: 10,
      product: { name: 'Termelői méz', producerId: connection.id },
    });
    const kept = await placeOrder(t, anna, offer.id, 3);
    const gone = await placeOrder(t, bela, offer.id, 4);
    await setOfferState(t.database.db, offer.id, { deadlineInSeconds: -1 });
    expect((await reject(gone.id)).statusCode).toBe(200);
    const listed = await ok<DealerOfferResponse[]>(t, producer, 'GET', '/api/DealerOffer');
    expect(listed.find((o) => o.id === offer.id)?.orderedAmount).toBe(kept.amount);
    const late = await call(t, bela, 'POST', '/api/Order', { offerId: offer.id, amount: 1 });
    expect(late.json()).toMatchObject({ message: 'deadline_expired' });
  });

  it('keeps the offer from being deleted while an order stands (decision 072)', async () => {
    const offer = await createOffer(t, dealer, groupId);
    const order = await placeOrder(t, anna, offer.id, 1);
    const refused = await call(t, dealer, 'DELETE', `/api/Offer/${offer.id}`);
    expect(refused.json()).toMatchObject({ message: 'offer_has_orders' });
    await reject(order.id);
    expect((await call(t, dealer, 'DELETE', `/api/Offer/${offer.id}`)).statusCode).toBe(200);
  });
});
