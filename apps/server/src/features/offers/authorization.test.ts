import {
  type OfferResponse,
  type ProducerConnection,
  type ProductResponse,
  routes,
  type RouteSpec,
} from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup } from '../../test/groups';
import { createUser, uniqueEmail, type IdentityTestApp, type TestUser } from '../../test/identity';
import { addProducer, createOffer, createProduct, offerBody } from '../../test/market';
import { expectRequestOf, fixturePerWrite, labelled } from '../../test/authorization-matrix';

/*
 * The market's routes (products, producers, dealers, offers) called by each kind of caller:
 * anonymous, an outsider (in no group with the others), a member of the offer's group, and the
 * owner (the dealer: owner of the product, the offer and the producer connection). The group's
 * admin is someone else, so the owner's rights are the owner's own.
 */

let t: IdentityTestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  const admin = await createUser(t, { username: 'admin', name: 'Admin' });
  owner = await createUser(t, { username: 'owner', name: 'Owner' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  groupId = (await createGroup(t, admin, { members: [owner, member] })).id;
});
afterAll(async () => {
  await t.close();
});

type Role = 'anonymous' | 'outsider' | 'member' | 'owner';
const roles: Role[] = ['anonymous', 'outsider', 'member', 'owner'];
const userOf = (role: Role): TestUser | null =>
  ({ anonymous: null, outsider, member, owner })[role];

interface Fixture {
  product: ProductResponse;
  offer: OfferResponse;
  connection: ProducerConnection;
}

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, outsider, member, owner. */
  expect: [401, number, number, number];
  request: (fixture: Fixture) => { method: InjectOptions['method']; url: string; payload?: object };
}

const secret = 'Matrix secret product';

const rows: Row[] = [
  {
    route: routes.getProduct,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Product' }),
  },
  {
    route: routes.postProduct,
    expect: [401, 201, 201, 201],
    request: () => ({
      method: 'POST',
      url: '/api/Product',
      payload: { name: 'Own', unit: 1, measure: 'kg', price: 10 },
    }),
  },
  {
    route: routes.getProductById,
    expect: [401, 403, 403, 200],
    request: ({ product }) => ({ method: 'GET', url: `/api/Product/${product.id}` }),
  },
  {
    route: routes.patchProductById,
    expect: [401, 403, 403, 200],
    request: ({ product }) => ({
      method: 'PATCH',
      url: `/api/Product/${product.id}`,
      payload: { price: 5 },
    }),
  },
  // The fixture's product has an offer: even its owner is refused (spec §5); the rest never get that far.
  {
    route: routes.deleteProductById,
    expect: [401, 403, 403, 409],
    request: ({ product }) => ({ method: 'DELETE', url: `/api/Product/${product.id}` }),
  },
  {
    route: routes.getProducer,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Producer' }),
  },
  {
    route: routes.postProducer,
    expect: [401, 201, 201, 201],
    request: () => ({
      method: 'POST',
      url: '/api/Producer',
      payload: { email: uniqueEmail('matrix') },
    }),
  },
  {
    route: routes.deleteProducerById,
    expect: [401, 403, 403, 200],
    request: ({ connection }) => ({ method: 'DELETE', url: `/api/Producer/${connection.id}` }),
  },
  {
    route: routes.getDealer,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Dealer' }),
  },
  {
    route: routes.getOffer,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Offer' }),
  },
  {
    route: routes.getOfferMine,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Offer/Mine' }),
  },
  {
    route: routes.getDealerOffer,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/DealerOffer' }),
  },
  {
    route: routes.getOfferById,
    expect: [401, 403, 200, 200],
    request: ({ offer }) => ({ method: 'GET', url: `/api/Offer/${offer.id}` }),
  },
  // The owner's product into the group: the outsider is not in it, the member does not own it.
  {
    route: routes.postOffer,
    expect: [401, 403, 403, 201],
    request: ({ product }) => ({
      method: 'POST',
      url: '/api/Offer',
      payload: offerBody(product.id, groupId),
    }),
  },
  {
    route: routes.patchOffer,
    expect: [401, 403, 403, 200],
    request: ({ offer }) => ({
      method: 'PATCH',
      url: '/api/Offer',
      payload: { id: offer.id, totalAmount: 30 },
    }),
  },
  {
    route: routes.deleteOfferById,
    expect: [401, 403, 403, 200],
    request: ({ offer }) => ({ method: 'DELETE', url: `/api/Offer/${offer.id}` }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

async function fixture(): Promise<Fixture> {
  const product = await createProduct(t, owner, { name: secret });
  const offer = await createOffer(t, owner, groupId, { productId: product.id });
  const connection = await addProducer(t, owner, uniqueEmail('connection'));
  return { product, offer, connection };
}

const fixtureFor = fixturePerWrite(fixture);

describe('market authorization matrix', () => {
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

  it("never lists an outsider's view of the group's offers or another owner's products", async () => {
    await fixture();
    for (const url of ['/api/Offer', '/api/Product', '/api/Feed', '/api/DealerOffer']) {
      const response = await call(t, outsider, 'GET', `${url}?limit=100`);
      expect(response.body, url).not.toContain(secret);
    }
    const memberProducts = await call(t, member, 'GET', '/api/Product?limit=100');
    expect(memberProducts.body).not.toContain(secret);
  });
});
