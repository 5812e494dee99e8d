import type { CalendarSubscription, FeedItem, OfferResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { connectProducer, createOffer } from '../../test/market';

/*
 * Spec §3: an offer's purchaseTime (when the dealer buys from the source) is visible only to the
 * dealer. Every endpoint that answers an offer is read by the dealer, a member and the producer;
 * the instant must appear in the dealer's answers and in no one else's, in any form.
 */

let t: IdentityTestApp;
let dealer: TestUser;
let member: TestUser;
let producer: TestUser;
let offer: OfferResponse;
const dayMs = 24 * 3600 * 1000;
/** Days from now at a time of day no other date of the offer has, for a telling search. */
const daysFromNow = (days: number, seconds: number) => {
  const time = new Date(Date.now() + days * dayMs);
  time.setUTCHours(3, 2, seconds, 0);
  return time.toISOString();
};
const purchase = daysFromNow(10, 1);
const day = (instant: string) => instant.slice(0, 10);
const calendarWindow = () =>
  `/api/Calendar?from=${day(daysFromNow(-1, 0))}&to=${day(daysFromNow(40, 0))}`;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  member = await createUser(t, { username: 'member', name: 'Mari' });
  producer = await createUser(t, { username: 'producer', name: 'Piroska' });
  const group = await createGroup(t, dealer, { name: 'Kert', members: [member, producer] });
  const connection = await connectProducer(t, dealer, producer);
  offer = await createOffer(t, dealer, group.id, {
    purchaseTime: purchase,
    orderDeadline: daysFromNow(5, 2),
    delivery: daysFromNow(20, 3),
    producerInGroupConfirmed: true,
    product: { name: 'Titkos beszerzés', producerId: connection.id },
  });
});
afterAll(async () => {
  await t.close();
});

const urls = () => [
  `/api/Offer/${offer.id}`,
  '/api/Offer',
  '/api/Offer?search=titkos',
  '/api/Offer?hidePast=true&sortBy=orderDeadline',
  '/api/Feed',
  '/api/Feed?search=beszerzes',
  `/api/Group/${offer.group.id}/Feed`,
  `/api/User/${dealer.id}/Feed`,
  '/api/DealerOffer',
  '/api/Notification',
  calendarWindow(),
];

/** A reader's calendar subscription (ICS), where the offer's dates are printed too. */
async function icsPathOf(reader: TestUser): Promise<string> {
  const subscription = await ok<CalendarSubscription>(
    t,
    reader,
    'POST',
    '/api/Calendar/Subscription',
  );
  if (!subscription) throw new Error('no subscription made');
  return new URL(subscription.url).pathname;
}

/**
 * Every way the instant could be written: ISO, without milliseconds, as epoch milliseconds, and
 * the day, and as iCalendar writes it (20261204T030201Z).
 */
function leaks(body: string): boolean {
  const time = new Date(purchase);
  const compact = purchase.replace(/[-:]/g, '');
  return [
    purchase,
    purchase.slice(0, 19),
    String(time.getTime()),
    day(purchase),
    compact.slice(0, 8),
  ].some((form) => body.includes(form));
}

describe('purchaseTime', () => {
  it.each(['member', 'producer'] as const)('never reaches the %s, on any endpoint', async (who) => {
    const reader = who === 'member' ? member : producer;
    for (const url of urls()) {
      const response = await call(t, reader, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(leaks(response.body), `${url} leaks purchaseTime`).toBe(false);
      expect(response.body).not.toContain('purchaseTime');
    }
    const ics = await t.app.inject({ method: 'GET', url: await icsPathOf(reader) });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('Titkos beszerzés');
    expect(leaks(ics.body), 'the calendar subscription leaks purchaseTime').toBe(false);
  });

  it("is in the dealer's own answers, the calendar included", async () => {
    expect((await ok<OfferResponse>(t, dealer, 'GET', `/api/Offer/${offer.id}`)).purchaseTime).toBe(
      purchase,
    );
    const mine = await ok<OfferResponse[]>(t, dealer, 'GET', '/api/Offer/Mine');
    expect(mine[0]?.purchaseTime).toBe(purchase);
    const feed = await ok<FeedItem[]>(t, dealer, 'GET', '/api/Feed');
    expect(feed[0]?.type === 'offer' && feed[0].data.purchaseTime).toBe(purchase);
    const calendar = await call(t, dealer, 'GET', calendarWindow());
    expect(calendar.body).toContain(purchase);
  });

  it('stays out of a member’s answer even when served from the response cache', async () => {
    await ok(t, dealer, 'GET', '/api/Feed');
    await call(t, member, 'GET', '/api/Feed');
    const cached = await call(t, member, 'GET', '/api/Feed');
    expect(cached.headers['x-cache']).toBe('hit');
    expect(leaks(cached.body)).toBe(false);
  });
});
