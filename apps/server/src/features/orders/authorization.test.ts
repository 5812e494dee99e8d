import { type OfferResponse, type OrderResponse, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { placeOrder } from '../../test/orders';
import { expectRequestOf, fixturePerWrite, labelled } from '../../test/authorization-matrix';

/*
 * The orders' and sales' routes called by each kind of caller: anonymous, an outsider (in no
 * group with the others), a member of the offer's group who has not ordered, the buyer of the
 * order, and the offer's dealer. The group's admin is someone else.
 */

let t: IdentityTestApp;
let dealer: TestUser;
let member: TestUser;
let buyer: TestUser;
let outsider: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  const admin = await createUser(t, { username: 'admin', name: 'Admin' });
  dealer = await createUser(t, { username: 'dealer', name: 'Dealer' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  buyer = await createUser(t, { username: 'buyer', name: 'Buyer' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  groupId = (await createGroup(t, admin, { members: [dealer, member, buyer] })).id;
});
afterAll(async () => {
  await t.close();
});

type Role = 'anonymous' | 'outsider' | 'member' | 'buyer' | 'dealer';
const roles: Role[] = ['anonymous', 'outsider', 'member', 'buyer', 'dealer'];
const userOf = (role: Role): TestUser | null =>
  ({ anonymous: null, outsider, member, buyer, dealer })[role];

interface Fixture {
  offer: OfferResponse;
  /** The buyer's open order. */
  order: OrderResponse;
  /** The buyer's order of another offer, fulfilled by the dealer. */
  fulfilled: OrderResponse;
}

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, outsider, member, buyer, dealer. */
  expect: [401, number, number, number, number];
  request: (fixture: Fixture) => { method: InjectOptions['method']; url: string; payload?: object };
}

const secret = 'Matrix secret order';

const rows: Row[] = [
  {
    route: routes.getOrder,
    expect: [401, 200, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Order' }),
  },
  {
    route: routes.getOrderById,
    expect: [401, 404, 404, 200, 404],
    request: ({ order }) => ({ method: 'GET', url: `/api/Order/${order.id}` }),
  },
  // The dealer cannot order from their own offer; the buyer's second order adds to the first.
  {
    route: routes.postOrder,
    expect: [401, 403, 201, 201, 409],
    request: ({ offer }) => ({
      method: 'POST',
      url: '/api/Order',
      payload: { offerId: offer.id, amount: 1 },
    }),
  },
  {
    route: routes.patchOrderById,
    expect: [401, 404, 404, 200, 404],
    request: ({ order }) => ({
      method: 'PATCH',
      url: `/api/Order/${order.id}`,
      payload: { amount: 2 },
    }),
  },
  {
    route: routes.deleteOrderById,
    expect: [401, 404, 404, 200, 404],
    request: ({ order }) => ({ method: 'DELETE', url: `/api/Order/${order.id}` }),
  },
  // Only a fulfilled order is rated; the buyer's open one is refused by the rules, not access.
  {
    route: routes.postOrderEvaluation,
    expect: [401, 404, 404, 200, 404],
    request: ({ fulfilled }) => ({
      method: 'POST',
      url: `/api/Order/${fulfilled.id}/Evaluation`,
      payload: { rating: 5, comment: 'Finom' },
    }),
  },
  {
    route: routes.getUserEvaluations,
    expect: [401, 403, 200, 200, 200],
    request: () => ({ method: 'GET', url: `/api/User/${dealer.id}/Evaluations` }),
  },
  {
    route: routes.getSale,
    expect: [401, 200, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Sale' }),
  },
  {
    route: routes.getSaleById,
    expect: [401, 403, 403, 403, 200],
    request: ({ offer }) => ({ method: 'GET', url: `/api/Sale/${offer.id}` }),
  },
  {
    route: routes.getSaleCsv,
    expect: [401, 403, 403, 403, 200],
    request: ({ offer }) => ({ method: 'GET', url: `/api/Sale/${offer.id}/Csv` }),
  },
  {
    route: routes.postSaleFulfil,
    expect: [401, 403, 403, 403, 200],
    request: ({ order }) => ({ method: 'POST', url: `/api/Sale/${order.id}/Fulfil` }),
  },
  {
    route: routes.postSaleUnfulfil,
    expect: [401, 403, 403, 403, 200],
    request: ({ fulfilled }) => ({ method: 'POST', url: `/api/Sale/${fulfilled.id}/Unfulfil` }),
  },
  {
    route: routes.postSaleReject,
    expect: [401, 403, 403, 403, 200],
    request: ({ order }) => ({
      method: 'POST',
      url: `/api/Sale/${order.id}/Reject`,
      payload: { reason: 'Elverte a jég' },
    }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

async function fixture(): Promise<Fixture> {
  const offer = await createOffer(t, dealer, groupId, { product: { name: secret } });
  const order = await placeOrder(t, buyer, offer.id, 1);
  const other = await createOffer(t, dealer, groupId, { product: { name: secret } });
  const fulfilled = await placeOrder(t, buyer, other.id, 1);
  await ok(t, dealer, 'POST', `/api/Sale/${fulfilled.id}/Fulfil`);
  return { offer, order, fulfilled };
}

const fixtureFor = fixturePerWrite(fixture);

describe('orders authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const { method, url, payload } = request(await fixtureFor(route));
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
      expect(response.body).not.toContain(secret);
    }
  });

  it("never lists another buyer's orders or another dealer's sales", async () => {
    await fixture();
    for (const user of [outsider, member]) {
      for (const url of ['/api/Order', '/api/Sale']) {
        const response = await call(t, user, 'GET', `${url}?limit=100`);
        expect(response.statusCode).toBe(200);
        expect(response.body, url).not.toContain(buyer.id);
        if (url === '/api/Sale') expect(response.body).not.toContain(secret);
      }
    }
  });
});
