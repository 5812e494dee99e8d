import type { EventResponse, GroupResponse, OfferResponse, OrderResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/events';
import { buildGroupsTestApp, call, createGroup, membershipOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { placeOrder } from '../../test/orders';

/*
 * Decision 081: a member who was removed from a group, or left it, keeps their orders there.
 * They may read them, cancel an open one and evaluate a fulfilled one; they may not order,
 * change an amount (up or down) or answer the group's events. The dealer still fulfils or
 * rejects their orders.
 */

let t: IdentityTestApp;
let admin: TestUser;
let dealer: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  admin = await createUser(t, { username: 'admin', name: 'Admin' });
  dealer = await createUser(t, { username: 'dealer', name: 'Dealer' });
});
afterAll(async () => {
  await t.close();
});

type Removal = 'kicked' | 'left';

async function removeFrom(group: GroupResponse, buyer: TestUser, how: Removal): Promise<void> {
  if (how === 'kicked') {
    await ok(t, admin, 'POST', '/api/Membership/Kick', { userId: buyer.id, groupId: group.id });
  } else {
    await ok(t, buyer, 'POST', `/api/Membership/${membershipOf(group, buyer).id}/Leave`);
  }
}

interface Fixture {
  buyer: TestUser;
  offer: OfferResponse;
  /** The buyer's open order of `offer`: 1 unit. */
  open: OrderResponse;
  /** Another open order, for the dealer to handle. */
  second: OrderResponse;
  fulfilled: OrderResponse;
  event: EventResponse;
}

let serial = 0;
async function removedBuyer(how: Removal): Promise<Fixture> {
  serial += 1;
  const buyer = await createUser(t, { username: `buyer${serial}`, name: `Buyer ${serial}` });
  const group = await createGroup(t, admin, { name: `Kert ${serial}`, members: [dealer, buyer] });
  const offer = await createOffer(t, dealer, group.id);
  const open = await placeOrder(t, buyer, offer.id, 1);
  const second = await placeOrder(t, buyer, (await createOffer(t, dealer, group.id)).id, 2);
  const fulfilled = await placeOrder(t, buyer, (await createOffer(t, dealer, group.id)).id, 1);
  await ok(t, dealer, 'POST', `/api/Sale/${fulfilled.id}/Fulfil`);
  const event = await createEvent(t, admin, group.id);
  await removeFrom(group, buyer, how);
  return { buyer, offer, open, second, fulfilled, event };
}

const availableOf = async (offerId: string) =>
  (await ok<OfferResponse>(t, dealer, 'GET', `/api/Offer/${offerId}`)).availableAmount;

describe.each<Removal>(['kicked', 'left'])('a buyer who was %s', (how) => {
  it('still reads their orders, marked as no longer a member’s', async () => {
    const { buyer, open, fulfilled } = await removedBuyer(how);
    const one = await ok<OrderResponse>(t, buyer, 'GET', `/api/Order/${open.id}`);
    expect(one).toMatchObject({ id: open.id, amount: 1, buyerIsMember: false });
    const list = await ok<OrderResponse[]>(t, buyer, 'GET', '/api/Order?limit=100');
    expect(list.map((order) => order.id)).toContain(fulfilled.id);
    expect(list.every((order) => !order.buyerIsMember)).toBe(true);
    expect(open.buyerIsMember).toBe(true);
  });

  it('may not raise or lower an open order; the offer’s stock does not move', async () => {
    const { buyer, offer, open } = await removedBuyer(how);
    const before = await availableOf(offer.id);
    for (const amount of [6, 1]) {
      const refused = await call(t, buyer, 'PATCH', `/api/Order/${open.id}`, { amount });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({
        message: 'order_buyer_not_member',
        status: 403,
        errors: {},
      });
    }
    expect((await ok<OrderResponse>(t, buyer, 'GET', `/api/Order/${open.id}`)).amount).toBe(1);
    expect(await availableOf(offer.id)).toBe(before);
  });

  it('may not order again, nor answer the group’s events', async () => {
    const { buyer, offer, event } = await removedBuyer(how);
    const order = await call(t, buyer, 'POST', '/api/Order', { offerId: offer.id, amount: 1 });
    expect(order.statusCode).toBe(403);
    const application = await call(t, buyer, 'POST', '/api/EventApplication', {
      eventId: event.id,
      apply: true,
    });
    expect(application.statusCode).toBe(403);
  });

  it('may cancel an open order, and its units go back to the offer', async () => {
    const { buyer, offer, open } = await removedBuyer(how);
    const before = await availableOf(offer.id);
    expect((await call(t, buyer, 'DELETE', `/api/Order/${open.id}`)).statusCode).toBe(200);
    expect((await call(t, buyer, 'GET', `/api/Order/${open.id}`)).statusCode).toBe(404);
    expect(await availableOf(offer.id)).toBe(before + 1);
  });

  it('may evaluate a fulfilled order', async () => {
    const { buyer, fulfilled } = await removedBuyer(how);
    const rated = await ok<OrderResponse>(
      t,
      buyer,
      'POST',
      `/api/Order/${fulfilled.id}/Evaluation`,
      {
        rating: 4,
      },
    );
    expect(rated.evaluation?.rating).toBe(4);
  });

  it('leaves their open orders to the dealer, who fulfils or rejects them', async () => {
    const { buyer, open, second } = await removedBuyer(how);
    await ok(t, dealer, 'POST', `/api/Sale/${open.id}/Fulfil`);
    await ok(t, dealer, 'POST', `/api/Sale/${second.id}/Reject`, { reason: 'Elköltözött' });
    const fulfilled = await ok<OrderResponse>(t, buyer, 'GET', `/api/Order/${open.id}`);
    expect(fulfilled.fulfilledTime).not.toBeNull();
    const rejected = await ok<OrderResponse>(t, buyer, 'GET', `/api/Order/${second.id}`);
    expect(rejected.rejection?.reason).toBe('Elköltözött');
  });
});
