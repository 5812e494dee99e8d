import type { DealerOfferResponse, FeedItem, OfferResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createPost } from '../../test/posts';
import { connectProducer, createOffer, hoursFromNow, setOfferState } from '../../test/market';
import { sql } from 'drizzle-orm';

let t: IdentityTestApp;
let dealer: TestUser;
let member: TestUser;
let outsider: TestUser;
let producer: TestUser;
let kert: string;
let pince: string;
const offers: Record<string, OfferResponse> = {};

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  member = await createUser(t, { username: 'member', name: 'Mari' });
  outsider = await createUser(t, { username: 'outsider', name: 'Olga' });
  producer = await createUser(t, { username: 'producer', name: 'Piroska' });
  kert = (await createGroup(t, dealer, { name: 'Kert', members: [member] })).id;
  pince = (await createGroup(t, dealer, { name: 'Pince' })).id;
  const connection = await connectProducer(t, dealer, producer);
  offers.korte = await createOffer(t, dealer, kert, {
    product: { name: 'Körte', tags: 'system.food;gyümölcs', price: 300, producerId: connection.id },
    orderDeadline: hoursFromNow(30),
    delivery: hoursFromNow(40),
  });
  offers.kapa = await createOffer(t, dealer, kert, {
    product: { name: 'Kapa', tags: 'system.tool', description: 'Kovácsolt', price: 5000 },
    orderDeadline: hoursFromNow(10),
    delivery: hoursFromNow(50),
  });
  offers.alma = await createOffer(t, dealer, kert, {
    product: { name: 'Alma', tags: 'system.food;gyümölcs', price: 200 },
    orderDeadline: hoursFromNow(20),
    delivery: hoursFromNow(30),
  });
  offers.bor = await createOffer(t, dealer, pince, {
    product: { name: 'Bor', tags: 'system.food', price: 2000, producerId: connection.id },
  });
  // Alma was delivered yesterday (archived): written directly, as time passing would.
  await t.database.db.execute(
    sql`update offers set order_deadline = now() - interval '2 days', delivery = now() - interval '1 day' where id = ${offers.alma.id}`,
  );
});
afterAll(async () => {
  await t.close();
});

const names = async (user: TestUser, url: string) =>
  (await ok<OfferResponse[]>(t, user, 'GET', url)).map((offer) => offer.product.name);

describe('GET /api/Offer (the market)', () => {
  it('lists the offers of my groups only, newest first', async () => {
    expect(await names(member, '/api/Offer')).toEqual(['Alma', 'Kapa', 'Körte']);
    expect(await names(dealer, '/api/Offer')).toEqual(['Bor', 'Alma', 'Kapa', 'Körte']);
    expect(await names(outsider, '/api/Offer')).toEqual([]);
  });

  it('sorts by deadline, delivery, price or name, either way, and pages', async () => {
    expect(await names(member, '/api/Offer?sortBy=orderDeadline')).toEqual([
      'Alma',
      'Kapa',
      'Körte',
    ]);
    expect(await names(member, '/api/Offer?sortBy=delivery&order=desc')).toEqual([
      'Kapa',
      'Körte',
      'Alma',
    ]);
    expect(await names(member, '/api/Offer?sortBy=price')).toEqual(['Alma', 'Körte', 'Kapa']);
    expect(await names(member, '/api/Offer?sortBy=name&limit=2&skip=1')).toEqual(['Kapa', 'Körte']);
  });

  it('searches (accent-folded prefixes), filters by tags, and hides delivered offers', async () => {
    expect(await names(member, '/api/Offer?search=kor')).toEqual(['Körte']);
    expect(await names(member, '/api/Offer?search=kovacs')).toEqual(['Kapa']);
    expect(await names(member, '/api/Offer?tags=gyümölcs')).toEqual(['Alma', 'Körte']);
    expect(await names(member, '/api/Offer?hidePast=true')).toEqual(['Kapa', 'Körte']);
    expect(await names(member, '/api/Offer?hidePast=true&tags=system.food')).toEqual(['Körte']);
  });

  it('refuses an unknown sort field or hidePast value with 400', async () => {
    expect((await call(t, member, 'GET', '/api/Offer?sortBy=dealer')).statusCode).toBe(400);
    expect((await call(t, member, 'GET', '/api/Offer?hidePast=yes')).statusCode).toBe(400);
  });
});

describe('offers in the feeds', () => {
  it('appear as type offer in the home, group and user feeds, among posts, and by search', async () => {
    const post = await createPost(t, member, kert, { title: 'Körtefa metszés' });
    const home = await ok<FeedItem[]>(t, member, 'GET', '/api/Feed?limit=100');
    expect(home.map((item) => [item.type, item.id])).toEqual([
      ['post', post.id],
      ['offer', offers.alma?.id],
      ['offer', offers.kapa?.id],
      ['offer', offers.korte?.id],
    ]);
    const group = await ok<FeedItem[]>(t, dealer, 'GET', `/api/Group/${pince}/Feed`);
    expect(group.map((item) => item.id)).toEqual([offers.bor?.id]);
    const user = await ok<FeedItem[]>(t, member, 'GET', `/api/User/${dealer.id}/Feed`);
    expect(user.map((item) => item.id)).toEqual([
      offers.alma?.id,
      offers.kapa?.id,
      offers.korte?.id,
    ]);
    const found = await ok<FeedItem[]>(t, member, 'GET', '/api/Feed?search=korte');
    expect(found.map((item) => item.type)).toEqual(['post', 'offer']);
    const tagged = await ok<FeedItem[]>(t, member, 'GET', '/api/Feed?tags=system.tool');
    expect(tagged.map((item) => item.id)).toEqual([offers.kapa?.id]);
    expect(await ok<FeedItem[]>(t, outsider, 'GET', `/api/User/${dealer.id}/Feed`)).toEqual([]);
  });

  it('pages across posts and offers by the keyset cursor without repeats', async () => {
    const first = await ok<FeedItem[]>(t, member, 'GET', '/api/Feed?limit=2');
    const last = first.at(-1);
    const cursor = `${last?.data.creationTime ?? ''}|${last?.id ?? ''}`;
    const next = await ok<FeedItem[]>(
      t,
      member,
      'GET',
      `/api/Feed?limit=10&before=${encodeURIComponent(cursor)}`,
    );
    const all = await ok<FeedItem[]>(t, member, 'GET', '/api/Feed?limit=100');
    expect([...first, ...next].map((item) => item.id)).toEqual(all.map((item) => item.id));
  });
});

describe('GET /api/Offer/Mine and /api/DealerOffer', () => {
  it('lists my own offers in every group, with their purchase time', async () => {
    const mine = await ok<OfferResponse[]>(t, dealer, 'GET', '/api/Offer/Mine');
    expect(mine.map((offer) => offer.product.name)).toEqual(['Bor', 'Alma', 'Kapa', 'Körte']);
    expect(mine.every((offer) => typeof offer.purchaseTime === 'string')).toBe(true);
    expect(await names(member, '/api/Offer/Mine')).toEqual([]);
  });

  it("shows a producer the dealers' offers of their products with the ordered amounts", async () => {
    await setOfferState(t.database.db, offers.bor?.id ?? '', { orderedAmount: 7 });
    const seen = await ok<DealerOfferResponse[]>(t, producer, 'GET', '/api/DealerOffer');
    expect(
      seen.map((offer) => [offer.product.name, offer.orderedAmount, offer.availableAmount]),
    ).toEqual([
      ['Bor', 7, 13],
      ['Körte', 0, 20],
    ]);
    expect(seen[0]).toMatchObject({ dealer: { id: dealer.id }, group: { name: 'Pince' } });
    expect(seen[0]).not.toHaveProperty('purchaseTime');
    expect(await ok(t, member, 'GET', '/api/DealerOffer')).toEqual([]);
  });
});
