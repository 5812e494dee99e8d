import type { OfferResponse, ProductResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import {
  connectProducer,
  createOffer,
  createProduct,
  hoursFromNow,
  offerBody,
  setOfferState,
} from '../../test/market';

let t: IdentityTestApp;
let dealer: TestUser;
let member: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes Dealer' });
  member = await createUser(t, { username: 'member', name: 'Mari' });
  groupId = (await createGroup(t, dealer, { name: 'Kert utca', members: [member] })).id;
});
afterAll(async () => {
  await t.close();
});

const product = (id: string) => ok<ProductResponse>(t, dealer, 'GET', `/api/Product/${id}`);
const patch = (totalAmount: number, offer: { id: string }) =>
  call(t, dealer, 'PATCH', '/api/Offer', { id: offer.id, totalAmount });

describe('POST /api/Offer', () => {
  it("copies the product's price, unit and measure and notifies the group's other members", async () => {
    const honey = await createProduct(t, dealer, { name: 'Akácméz', unit: 50, measure: 'dkg' });
    const body = offerBody(honey.id, groupId, { totalAmount: 12 });
    const offer = await ok<OfferResponse>(t, dealer, 'POST', '/api/Offer', body);
    expect(offer).toMatchObject({
      group: { id: groupId, name: 'Kert utca' },
      dealer: { id: dealer.id, name: 'Dénes Dealer' },
      producer: null,
      product: { id: honey.id, name: 'Akácméz', tags: 'system.food;méz' },
      price: 1200,
      unit: 50,
      measure: 'dkg',
      orderDeadline: body.orderDeadline,
      purchaseTime: body.purchaseTime,
      delivery: body.delivery,
      totalAmount: 12,
      availableAmount: 12,
    });
    const [notification] = await notificationsOf(t, member);
    expect(notification).toMatchObject({
      type: 'OFFER_CREATED',
      variables: { dealerName: 'Dénes Dealer', productName: 'Akácméz', groupName: 'Kert utca' },
      path: `/offers/${offer.id}`,
    });
    expect((await notificationsOf(t, dealer)).map((n) => n.type)).not.toContain('OFFER_CREATED');
  });

  it('keeps what it copied when the product changes later (decision 073)', async () => {
    const offer = await createOffer(t, dealer, groupId, { price: 0 });
    await ok(t, dealer, 'PATCH', `/api/Product/${offer.product.id}`, {
      name: 'Átnevezett',
      unit: 1,
      measure: 'kg',
      price: 9999,
      tags: '',
    });
    const read = await ok<OfferResponse>(t, member, 'GET', `/api/Offer/${offer.id}`);
    expect(read).toMatchObject({
      price: 0,
      unit: 50,
      measure: 'dkg',
      product: { name: 'Akácméz' },
    });
  });

  it('refuses a past deadline, a deadline not before the delivery and a zero amount (spec §5)', async () => {
    const { id } = await createProduct(t, dealer);
    const past = await call(
      t,
      dealer,
      'POST',
      '/api/Offer',
      offerBody(id, groupId, {
        orderDeadline: hoursFromNow(-1),
      }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ errors: { orderDeadline: ['deadline_passed'] } });
    // One instant for both: two calls of hoursFromNow can differ by a millisecond.
    const sameTime = hoursFromNow(10);
    const late = await call(
      t,
      dealer,
      'POST',
      '/api/Offer',
      offerBody(id, groupId, { orderDeadline: sameTime, delivery: sameTime }),
    );
    expect(late.json()).toMatchObject({
      errors: { orderDeadline: ['deadline_after_delivery'], delivery: ['deadline_after_delivery'] },
    });
    const zero = await call(
      t,
      dealer,
      'POST',
      '/api/Offer',
      offerBody(id, groupId, { totalAmount: 0 }),
    );
    expect(zero.json()).toMatchObject({
      errors: { totalAmount: ['value_must_be_greater_than_zero'] },
    });
    const badTime = await call(
      t,
      dealer,
      'POST',
      '/api/Offer',
      offerBody(id, groupId, {
        delivery: '0000-01-01T00:00:00Z',
      }),
    );
    expect(badTime.statusCode).toBe(400);
    expect((await product(id)).offerCount).toBe(0);
  });

  it('reserves tracked stock and cannot promise more than it holds', async () => {
    const eggs = await createProduct(t, dealer, { name: 'Tojás', stock: 30 });
    await createOffer(t, dealer, groupId, { productId: eggs.id, totalAmount: 20 });
    expect((await product(eggs.id)).stock).toBe(10);
    const tooMany = await call(
      t,
      dealer,
      'POST',
      '/api/Offer',
      offerBody(eggs.id, groupId, {
        totalAmount: 11,
      }),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: 'not_enough_stock',
      errors: { totalAmount: ['not_enough_stock'] },
    });
    expect((await product(eggs.id)).stock).toBe(10);
  });

  it('gives the last units to exactly one of two offers made at once', async () => {
    const last = await createProduct(t, dealer, { name: 'Utolsó', stock: 5 });
    const attempts = await Promise.all(
      [3, 3].map((totalAmount) =>
        call(t, dealer, 'POST', '/api/Offer', offerBody(last.id, groupId, { totalAmount })),
      ),
    );
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await product(last.id)).stock).toBe(2);
  });

  it('asks to confirm when the producer is a member of the group (spec §5)', async () => {
    const farmer = await createUser(t, { username: 'farmer', name: 'Feri Farmer' });
    const market = await createGroup(t, dealer, { name: 'Piac', members: [farmer] });
    const connection = await connectProducer(t, dealer, farmer);
    const cheese = await createProduct(t, dealer, { name: 'Sajt', producerId: connection.id });
    const first = await call(t, dealer, 'POST', '/api/Offer', offerBody(cheese.id, market.id));
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ message: 'producer_in_group' });
    const confirmed = await ok<OfferResponse>(t, dealer, 'POST', '/api/Offer', {
      ...offerBody(cheese.id, market.id),
      producerInGroupConfirmed: true,
    });
    expect(confirmed.producer).toEqual({ id: farmer.id, name: 'Feri Farmer', username: 'farmer' });
    // Not a member of Kert utca: no question there.
    await ok(t, dealer, 'POST', '/api/Offer', offerBody(cheese.id, groupId));
  });

  it("refuses someone else's product and a group I am not in", async () => {
    const theirs = await createProduct(t, member);
    const forbidden = await call(t, dealer, 'POST', '/api/Offer', offerBody(theirs.id, groupId));
    expect(forbidden.statusCode).toBe(403);
    const mine = await createProduct(t, dealer);
    const elsewhere = (await createGroup(t, member, { name: 'Máshol' })).id;
    expect(
      (await call(t, dealer, 'POST', '/api/Offer', offerBody(mine.id, elsewhere))).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /api/Offer', () => {
  it('raises and lowers the total; a tracked stock follows the difference', async () => {
    const flour = await createProduct(t, dealer, { name: 'Liszt', stock: 10 });
    const offer = await createOffer(t, dealer, groupId, { productId: flour.id, totalAmount: 4 });
    const raised = await patch(9, offer);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<{ data: OfferResponse }>().data).toMatchObject({
      totalAmount: 9,
      availableAmount: 9,
    });
    expect((await product(flour.id)).stock).toBe(1);
    expect((await patch(11, offer)).json()).toMatchObject({ message: 'not_enough_stock' });
    expect((await product(flour.id)).stock).toBe(1);
    expect((await patch(2, offer)).statusCode).toBe(200);
    expect((await product(flour.id)).stock).toBe(8);
  });

  it('never goes below what is already ordered (spec §5)', async () => {
    const offer = await createOffer(t, dealer, groupId, { totalAmount: 10 });
    await setOfferState(t.database.db, offer.id, { orderedAmount: 6 });
    const below = await patch(5, offer);
    expect(below.statusCode).toBe(422);
    expect(below.json()).toEqual({
      message: 'amount_lower_than_ordered',
      status: 422,
      errors: { totalAmount: ['amount_lower_than_ordered'] },
    });
    const exact = await patch(6, offer);
    expect(exact.json<{ data: OfferResponse }>().data).toMatchObject({
      totalAmount: 6,
      availableAmount: 0,
    });
  });

  it('is refused one second after the deadline, by the database clock (spec §5)', async () => {
    const offer = await createOffer(t, dealer, groupId, { totalAmount: 10 });
    await setOfferState(t.database.db, offer.id, { deadlineInSeconds: 5 });
    expect((await patch(11, offer)).statusCode).toBe(200);
    await setOfferState(t.database.db, offer.id, { deadlineInSeconds: -1 });
    const late = await patch(12, offer);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'cannot_modify_after_deadline' });
    expect((await ok<OfferResponse>(t, dealer, 'GET', `/api/Offer/${offer.id}`)).totalAmount).toBe(
      11,
    );
  });

  it("is the dealer's alone", async () => {
    const offer = await createOffer(t, dealer, groupId);
    const response = await call(t, member, 'PATCH', '/api/Offer', {
      id: offer.id,
      totalAmount: 99,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /api/Offer/{id}', () => {
  it('returns the unordered amount to a tracked stock', async () => {
    const jam = await createProduct(t, dealer, { name: 'Lekvár', stock: 8 });
    const offer = await createOffer(t, dealer, groupId, { productId: jam.id, totalAmount: 5 });
    expect((await product(jam.id)).stock).toBe(3);
    await ok(t, dealer, 'DELETE', `/api/Offer/${offer.id}`);
    expect((await product(jam.id)).stock).toBe(8);
    expect((await call(t, member, 'GET', `/api/Offer/${offer.id}`)).statusCode).toBe(404);
  });

  it('is refused with 409 while buyers have ordered from it (decision 072)', async () => {
    const offer = await createOffer(t, dealer, groupId);
    await setOfferState(t.database.db, offer.id, { orderedAmount: 1 });
    const refused = await call(t, dealer, 'DELETE', `/api/Offer/${offer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'offer_has_orders' });
    expect((await call(t, member, 'DELETE', `/api/Offer/${offer.id}`)).statusCode).toBe(403);
  });
});
