import {
  maxEventLocationLength,
  type CalendarResponse,
  type CalendarSubscription,
  type FeedItem,
  type OfferResponse,
  type OrderResponse,
  type SaleResponse,
  type SaleSummary,
} from '@kozos/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import {
  createOffer,
  createProduct,
  hoursFromNow,
  offerBody,
  setOfferState,
} from '../../test/market';
import { placeOrder } from '../../test/orders';

/*
 * Issue 23.9, decision 077: an offer's optional pick-up place, changed with the amount until the
 * deadline, read wherever the offer is (market, feed, cart, sale, calendar, ICS, export).
 */

let t: IdentityTestApp;
let dealer: TestUser;
let buyer: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes Dealer' });
  buyer = await createUser(t, { username: 'buyer', name: 'Bea' });
  groupId = (await createGroup(t, dealer, { name: 'Kert utca', members: [buyer] })).id;
});
afterAll(async () => {
  await t.close();
});

const place = 'Kossuth u. 12., hátsó udvar; csengő: 3';
const readOffer = (id: string) => ok<OfferResponse>(t, buyer, 'GET', `/api/Offer/${id}`);
const patch = (user: TestUser, body: Record<string, unknown>) =>
  call(t, user, 'PATCH', '/api/Offer', body);

describe('POST /api/Offer with a pick-up place', () => {
  it('keeps the place, trimmed, and shows it to the members', async () => {
    const offer = await createOffer(t, dealer, groupId, { pickupPlace: `  ${place} ` });
    expect(offer.pickupPlace).toBe(place);
    expect((await readOffer(offer.id)).pickupPlace).toBe(place);
  });

  it('has none when left out, null or empty', async () => {
    for (const pickupPlace of [undefined, null, '', '   ']) {
      const offer = await createOffer(t, dealer, groupId, { pickupPlace });
      expect(offer.pickupPlace).toBeNull();
    }
  });

  it('refuses a place longer than an event place may be', async () => {
    const { id } = await createProduct(t, dealer);
    const long = 'x'.repeat(maxEventLocationLength + 1);
    const response = await call(t, dealer, 'POST', '/api/Offer', {
      ...offerBody(id, groupId),
      pickupPlace: long,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      errors: {
        pickupPlace: [`must be a string with a maximum length of ${maxEventLocationLength}`],
      },
    });
    const longest = await createOffer(t, dealer, groupId, { pickupPlace: long.slice(1) });
    expect(longest.pickupPlace).toHaveLength(maxEventLocationLength);
  });
});

describe('PATCH /api/Offer with a pick-up place', () => {
  it('sets, keeps and clears the place without touching the amount', async () => {
    const offer = await createOffer(t, dealer, groupId, { totalAmount: 7 });
    const set = await patch(dealer, { id: offer.id, pickupPlace: place });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ data: OfferResponse }>().data).toMatchObject({
      pickupPlace: place,
      totalAmount: 7,
    });
    expect((await patch(dealer, { id: offer.id, totalAmount: 9 })).statusCode).toBe(200);
    expect(await readOffer(offer.id)).toMatchObject({ pickupPlace: place, totalAmount: 9 });
    expect((await patch(dealer, { id: offer.id, pickupPlace: null })).statusCode).toBe(200);
    expect((await readOffer(offer.id)).pickupPlace).toBeNull();
    expect((await patch(dealer, { id: offer.id, pickupPlace: 'Piac tér' })).statusCode).toBe(200);
    expect((await patch(dealer, { id: offer.id, pickupPlace: ' ' })).statusCode).toBe(200);
    expect((await readOffer(offer.id)).pickupPlace).toBeNull();
  });

  it('refuses a place that is too long, and any change after the deadline (decision 077)', async () => {
    const offer = await createOffer(t, dealer, groupId, { pickupPlace: 'Piac tér' });
    const long = await patch(dealer, { id: offer.id, pickupPlace: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { pickupPlace: [expect.any(String)] } });
    await setOfferState(t.database.db, offer.id, { deadlineInSeconds: -1 });
    const late = await patch(dealer, { id: offer.id, pickupPlace: place });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'cannot_modify_after_deadline' });
    expect((await readOffer(offer.id)).pickupPlace).toBe('Piac tér');
  });

  it("is the dealer's alone", async () => {
    const offer = await createOffer(t, dealer, groupId, { pickupPlace: 'Piac tér' });
    expect((await patch(buyer, { id: offer.id, pickupPlace: 'Máshol' })).statusCode).toBe(403);
    expect((await readOffer(offer.id)).pickupPlace).toBe('Piac tér');
  });
});

describe('the pick-up place where the offer is read', () => {
  it('is in the market, the feed, the cart, the order and the sale', async () => {
    const offer = await createOffer(t, dealer, groupId, {
      pickupPlace: place,
      product: { name: 'Hagyma' },
    });
    const order = await placeOrder(t, buyer, offer.id, 2);
    expect(order.offer.pickupPlace).toBe(place);
    const market = await ok<OfferResponse[]>(t, buyer, 'GET', '/api/Offer?search=hagyma');
    expect(market.map((item) => item.pickupPlace)).toEqual([place]);
    const feed = await ok<FeedItem[]>(t, buyer, 'GET', '/api/Feed?search=hagyma');
    expect(feed.map((item) => item.type === 'offer' && item.data.pickupPlace)).toEqual([place]);
    const cart = await ok<OrderResponse[]>(t, buyer, 'GET', '/api/Order?state=open&limit=100');
    expect(cart.find((item) => item.id === order.id)?.offer.pickupPlace).toBe(place);
    const read = await ok<OrderResponse>(t, buyer, 'GET', `/api/Order/${order.id}`);
    expect(read.offer.pickupPlace).toBe(place);
    const sale = await ok<SaleResponse>(t, dealer, 'GET', `/api/Sale/${offer.id}`);
    expect(sale.offer.pickupPlace).toBe(place);
    const sales = await ok<SaleSummary[]>(t, dealer, 'GET', '/api/Sale?limit=100');
    expect(sales.find((item) => item.offer.id === offer.id)?.offer.pickupPlace).toBe(place);
  });

  it('is in the data export of the dealer', async () => {
    const exporter = await createUser(t, { username: 'exporter', name: 'Exporter' });
    const group = await createGroup(t, exporter, { name: 'Export' });
    await createOffer(t, exporter, group.id, { pickupPlace: 'Malom köz 3.' });
    const data = await ok<{ sections: { name: string; data: unknown }[] }>(
      t,
      exporter,
      'GET',
      '/api/User/Export',
    );
    expect(data.sections.find((entry) => entry.name === 'offers')?.data).toEqual([
      expect.objectContaining({ pickupPlace: 'Malom köz 3.' }),
    ]);
  });
});

describe('the pick-up place in the calendar', () => {
  let calendarDealer: TestUser;
  let calendarBuyer: TestUser;
  let offer: OfferResponse;
  let order: OrderResponse;

  beforeAll(async () => {
    calendarDealer = await createUser(t, { username: 'caldealer', name: 'Cal Dealer' });
    calendarBuyer = await createUser(t, { username: 'calbuyer', name: 'Cal Buyer' });
    const group = await createGroup(t, calendarDealer, {
      name: 'Naptár',
      members: [calendarBuyer],
    });
    offer = await createOffer(t, calendarDealer, group.id, {
      orderDeadline: hoursFromNow(24),
      delivery: hoursFromNow(48),
      pickupPlace: place,
      product: { name: 'Retek' },
    });
    order = await placeOrder(t, calendarBuyer, offer.id, 1);
  });

  it("is the location of the buyer's order, the dealer's sale and offer", async () => {
    const week = `/api/Calendar?from=${hoursFromNow(0)}&to=${hoursFromNow(24 * 7)}`;
    const mine = await ok<CalendarResponse>(t, calendarBuyer, 'GET', week);
    expect(mine.orders).toEqual([expect.objectContaining({ id: order.id, location: place })]);
    expect(mine.offers).toEqual([expect.objectContaining({ id: offer.id, location: place })]);
    const dealers = await ok<CalendarResponse>(t, calendarDealer, 'GET', week);
    expect(dealers.sales).toEqual([expect.objectContaining({ id: offer.id, location: place })]);
  });

  it('is the LOCATION of the delivery in the subscription, escaped by ical-generator', async () => {
    const subscription = await ok<CalendarSubscription>(
      t,
      calendarBuyer,
      'POST',
      '/api/Calendar/Subscription',
    );
    const url = new URL(subscription?.url ?? 'http://x').pathname;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    // RFC 5545 §3.3.11: a comma and a semicolon in TEXT are escaped with a backslash.
    expect(response.body.replace(/\r\n[ \t]/g, '')).toContain(
      'LOCATION:Kossuth u. 12.\\, hátsó udvar\\; csengő: 3\r\n',
    );
    const parsed: unknown = ICAL.parse(response.body);
    if (!Array.isArray(parsed)) throw new Error('not one calendar');
    const events = new ICAL.Component(parsed)
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .filter((event) => event.uid.startsWith(order.id))
      .map((event) => [event.uid.split('@')[0], event.location]);
    expect(events.sort()).toEqual([
      [`${order.id}-delivery_date`, place],
      [`${order.id}-order_deadline`, null],
    ]);
  });
});
