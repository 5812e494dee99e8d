import type { CalendarResponse } from '@kozos/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer, hoursFromNow } from '../../test/market';

/*
 * The offers in the calendar (issue 14, decision 092): every member sees an offer's order
 * deadline; the purchase date and the delivery of an offer are its dealer's own, and the purchase
 * date never reaches anyone else (spec §3: visible only to the dealer).
 */

let t: IdentityTestApp;
let dealer: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dealer' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  groupId = (await createGroup(t, dealer, { name: 'Piac', members: [member] })).id;
});
afterAll(async () => {
  await t.close();
});

const week = `/api/Calendar?from=${hoursFromNow(0)}&to=${hoursFromNow(24 * 7)}`;

async function offerMarks(user: TestUser, offerId: string) {
  const calendar = await ok<CalendarResponse>(t, user, 'GET', week);
  const item = calendar.offers.find((candidate) => candidate.id === offerId);
  return item && { own: item.own, kinds: item.marks.map((mark) => mark.kind), path: item.path };
}

describe('offers in the calendar', () => {
  it('gives the dealer all three dates filled and members only the order deadline', async () => {
    const offer = await createOffer(t, dealer, groupId, {
      orderDeadline: hoursFromNow(24),
      purchaseTime: hoursFromNow(36),
      delivery: hoursFromNow(48),
      product: { name: 'Körte' },
    });
    expect(await offerMarks(dealer, offer.id)).toEqual({
      own: true,
      kinds: ['order_deadline', 'purchase_date', 'delivery_date'],
      path: `/offers/${offer.id}`,
    });
    expect(await offerMarks(member, offer.id)).toEqual({
      own: false,
      kinds: ['order_deadline'],
      path: `/offers/${offer.id}`,
    });
    expect(await offerMarks(outsider, offer.id)).toBeUndefined();
  });

  it('puts order deadlines in members’ subscriptions and purchase dates only in the dealer’s', async () => {
    await createOffer(t, dealer, groupId, { product: { name: 'Szilva' } });
    const summaries = async (user: TestUser) => {
      const subscription = await ok<{ url: string }>(t, user, 'POST', '/api/Calendar/Subscription');
      const response = await t.app.inject({
        method: 'GET',
        url: new URL(subscription.url).pathname,
      });
      const parsed: unknown = ICAL.parse(response.body);
      if (!Array.isArray(parsed)) throw new Error('not one calendar');
      return new ICAL.Component(parsed)
        .getAllSubcomponents('vevent')
        .map((vevent) => new ICAL.Event(vevent).summary)
        .filter((summary) => summary.endsWith('Szilva'));
    };
    expect((await summaries(dealer)).sort()).toEqual([
      'Delivery: Szilva',
      'Order deadline: Szilva',
      'Purchase: Szilva',
    ]);
    expect(await summaries(member)).toEqual(['Order deadline: Szilva']);
  });
});
