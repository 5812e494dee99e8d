import type { CalendarResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer, hoursFromNow } from '../../test/market';
import { placeOrder } from '../../test/orders';

/*
 * Orders and sales in the calendar (decision 092): the buyer's order with its deadline and
 * pick-up, the dealer's sale with the same dates; rejected orders in neither.
 */

let t: IdentityTestApp;
let dealer: TestUser;
let buyer: TestUser;
let member: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dealer' });
  buyer = await createUser(t, { username: 'buyer', name: 'Buyer' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  groupId = (await createGroup(t, dealer, { name: 'Piac', members: [buyer, member] })).id;
});
afterAll(async () => {
  await t.close();
});

const week = `/api/Calendar?from=${hoursFromNow(0)}&to=${hoursFromNow(24 * 7)}`;
const calendarOf = (user: TestUser) => ok<CalendarResponse>(t, user, 'GET', week);
const summary = (items: CalendarResponse['orders']) =>
  items.map((item) => ({ path: item.path, kinds: item.marks.map((mark) => mark.kind) }));

describe('orders and sales in the calendar', () => {
  it("shows the buyer's order and the dealer's sale, not a rejected order", async () => {
    const offer = await createOffer(t, dealer, groupId, {
      orderDeadline: hoursFromNow(24),
      delivery: hoursFromNow(48),
      product: { name: 'Körte' },
    });
    const order = await placeOrder(t, buyer, offer.id, 1);
    expect(summary((await calendarOf(buyer)).orders)).toEqual([
      { path: `/purchase?id=${order.id}`, kinds: ['order_deadline', 'delivery_date'] },
    ]);
    expect(summary((await calendarOf(dealer)).sales)).toEqual([
      { path: `/sales/${offer.id}`, kinds: ['order_deadline', 'delivery_date'] },
    ]);
    const other = await createOffer(t, dealer, groupId, { product: { name: 'Szilva' } });
    const rejected = await placeOrder(t, member, other.id, 1);
    await ok(t, dealer, 'POST', `/api/Sale/${rejected.id}/Reject`, { reason: 'Elfagyott' });
    expect((await calendarOf(member)).orders).toEqual([]);
    expect((await calendarOf(dealer)).sales.map((item) => item.id)).toEqual([offer.id]);
    expect((await calendarOf(member)).sales).toEqual([]);
  });

  // Issue 23.4: the week and month views list one thing's date once, by its subject.
  it('gives the offer, the order and the sale of one offer one subject', async () => {
    const offer = await createOffer(t, dealer, groupId, {
      orderDeadline: hoursFromNow(30),
      delivery: hoursFromNow(50),
      product: { name: 'Birs' },
    });
    const order = await placeOrder(t, buyer, offer.id, 1);
    const subjectOf = (items: CalendarResponse['orders'], id: string) =>
      items.find((item) => item.id === id)?.subject;
    const buyers = await calendarOf(buyer);
    expect(subjectOf(buyers.offers, offer.id)).toBe(`offer:${offer.id}`);
    expect(subjectOf(buyers.orders, order.id)).toBe(`offer:${offer.id}`);
    const dealers = await calendarOf(dealer);
    expect(subjectOf(dealers.offers, offer.id)).toBe(`offer:${offer.id}`);
    expect(subjectOf(dealers.sales, offer.id)).toBe(`offer:${offer.id}`);
  });
});
