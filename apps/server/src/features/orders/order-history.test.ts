import type { OrderResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { placeOrder } from '../../test/orders';

/*
 * Issue 23.1: a member finds every purchase again (`GET /api/Order?sortBy=date`, searched by
 * product or dealer) and hears once when one is fulfilled (ORDER_FULFILLED, decision 086).
 */

let t: IdentityTestApp;
let pal: TestUser;
let erzsi: TestUser;
let buyer: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  pal = await createUser(t, { username: 'pal', name: 'Kovács Pál' });
  erzsi = await createUser(t, { username: 'erzsi', name: 'Szőke Erzsébet' });
  buyer = await createUser(t, { username: 'vevo', name: 'Vevő Vera' });
  groupId = (await createGroup(t, pal, { name: 'Kert utca', members: [erzsi, buyer] })).id;
});
afterAll(async () => {
  await t.close();
});

const idsOf = async (query: string) =>
  (await ok<OrderResponse[]>(t, buyer, 'GET', `/api/Order${query}`)).map((o) => o.id);

describe('GET /api/Order as the purchase history (#23.1)', () => {
  it('lists newest order first, by state, searched by product or dealer without accents', async () => {
    const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
    // Delivered in the other order than ordered, so the two sorts differ.
    const honey = await createOffer(t, pal, groupId, {
      delivery: hours(90),
      product: { name: 'Akácméz' },
    });
    const pears = await createOffer(t, erzsi, groupId, {
      delivery: hours(70),
      product: { name: 'Körte' },
    });
    const eggs = await createOffer(t, erzsi, groupId, {
      delivery: hours(50),
      product: { name: 'Tojás' },
    });
    const first = await placeOrder(t, buyer, honey.id, 1);
    const second = await placeOrder(t, buyer, pears.id, 1);
    const third = await placeOrder(t, buyer, eggs.id, 1);
    await ok(t, pal, 'POST', `/api/Sale/${first.id}/Fulfil`);
    await ok(t, erzsi, 'POST', `/api/Sale/${third.id}/Reject`, { reason: 'Elfogyott' });

    expect(await idsOf('?sortBy=date')).toEqual([third.id, second.id, first.id]);
    expect(await idsOf('')).toEqual([first.id, second.id, third.id]);
    expect(await idsOf('?sortBy=date&limit=1&skip=1')).toEqual([second.id]);
    expect(await idsOf('?sortBy=date&state=fulfilled')).toEqual([first.id]);
    expect(await idsOf('?sortBy=date&state=rejected')).toEqual([third.id]);
    expect(await idsOf('?sortBy=date&search=korte')).toEqual([second.id]);
    expect(await idsOf('?sortBy=date&search=AKÁC')).toEqual([first.id]);
    expect(await idsOf('?sortBy=date&search=szoke')).toEqual([third.id, second.id]);
    expect(await idsOf('?sortBy=date&search=szőke%20toj')).toEqual([third.id]);
    expect(await idsOf('?sortBy=date&search=%22%3A*%20%26%20!')).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(await idsOf('?sortBy=date&search=alma')).toEqual([]);
    expect(await idsOf(`?offerId=${pears.id}`)).toEqual([second.id]);
    // Nobody else's orders, whatever the search.
    expect(await ok<OrderResponse[]>(t, erzsi, 'GET', '/api/Order?search=korte')).toEqual([]);
  });

  it('answers 400 to a bad sort, offer id, search or page, never 500', async () => {
    for (const query of [
      '?sortBy=price',
      '?offerId=nope',
      `?search=${'a'.repeat(201)}`,
      '?search=a%00b',
      '?limit=0',
      '?limit=1.5',
      '?skip=-1',
    ]) {
      const response = await call(t, buyer, 'GET', `/api/Order${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ status: 400 });
    }
  });
});

describe('ORDER_FULFILLED (#23.1)', () => {
  const fulfilledNotices = async (user: TestUser) =>
    (await notificationsOf(t, user)).filter((n) => n.type === 'ORDER_FULFILLED');

  it('tells the buyer once, with the way to the purchase, also after an undo and again', async () => {
    const offer = await createOffer(t, pal, groupId, { product: { name: 'Dió' } });
    const order = await placeOrder(t, buyer, offer.id, 1);
    const before = (await fulfilledNotices(buyer)).length;
    await ok(t, pal, 'POST', `/api/Sale/${order.id}/Fulfil`);
    await ok(t, pal, 'POST', `/api/Sale/${order.id}/Fulfil`);
    await ok(t, pal, 'POST', `/api/Sale/${order.id}/Unfulfil`);
    await ok(t, pal, 'POST', `/api/Sale/${order.id}/Fulfil`);
    const notices = await fulfilledNotices(buyer);
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]).toMatchObject({
      variables: { productName: 'Dió', dealerName: 'Kovács Pál' },
      path: `/purchase?id=${order.id}`,
    });
    expect(await fulfilledNotices(pal)).toEqual([]);
  });

  it('is not written for a buyer who switched it off, and is again once switched on', async () => {
    const quiet = await createUser(t, { username: 'quiet', name: 'Csendes' });
    const { id } = await createGroup(t, pal, { name: 'Csendes kör', members: [quiet] });
    await ok(t, quiet, 'PUT', '/api/Notification/Switches', {
      type: 'ORDER_FULFILLED',
      enabled: false,
    });
    const a = await placeOrder(t, quiet, (await createOffer(t, pal, id)).id, 1);
    await ok(t, pal, 'POST', `/api/Sale/${a.id}/Fulfil`);
    expect(await fulfilledNotices(quiet)).toEqual([]);

    await ok(t, quiet, 'PUT', '/api/Notification/Switches', {
      type: 'ORDER_FULFILLED',
      enabled: true,
    });
    const b = await placeOrder(t, quiet, (await createOffer(t, pal, id)).id, 1);
    await ok(t, pal, 'POST', `/api/Sale/${b.id}/Fulfil`);
    expect(await fulfilledNotices(quiet)).toHaveLength(1);
  });
});
