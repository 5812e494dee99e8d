import type { OfferResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';

/*
 * The market list is served from the response cache like a feed (decision 016): a repeated read
 * is a hit until an offer of one of the reader's groups changes; writes elsewhere keep it.
 */

let t: IdentityTestApp;
let dealer: TestUser;
let member: TestUser;
let kert: string;
let elsewhere: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  member = await createUser(t, { username: 'member', name: 'Mari' });
  kert = (await createGroup(t, dealer, { name: 'Kert', members: [member] })).id;
  elsewhere = (await createGroup(t, dealer, { name: 'Máshol' })).id;
});
afterAll(async () => {
  await t.close();
});

async function read() {
  const response = await call(t, member, 'GET', '/api/Offer');
  expect(response.statusCode, response.body).toBe(200);
  const offers = response.json<{ data: OfferResponse[] }>().data;
  return { cache: response.headers['x-cache'], totals: offers.map((o) => o.totalAmount) };
}

describe('GET /api/Offer from the response cache', () => {
  it('serves a repeated read until an offer of my groups changes', async () => {
    const offer = await createOffer(t, dealer, kert, { totalAmount: 10 });
    await read();
    expect(await read()).toEqual({ cache: 'hit', totals: [10] });

    await createOffer(t, dealer, elsewhere);
    expect((await read()).cache).toBe('hit');

    await ok(t, dealer, 'PATCH', '/api/Offer', { id: offer.id, totalAmount: 15 });
    const changed = await read();
    expect(changed.cache).not.toBe('hit');
    expect(changed.totals).toEqual([15]);

    await ok(t, dealer, 'DELETE', `/api/Offer/${offer.id}`);
    expect((await read()).totals).toEqual([]);
  });
});
