import { type ProducerConnection, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { addProducer } from '../../test/market';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';

/*
 * A dealer's request to a producer (decision 076), answered by each kind of caller: anonymous,
 * an outsider (in no group with the others), a member who shares a group with both, the dealer
 * who asked, and the producer whose address it names. Only the producer answers it.
 */

let t: IdentityTestApp;
let dealer: TestUser;
let producer: TestUser;
let member: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp({ INVITATION_LIMIT_PER_INVITER: '1000' });
  dealer = await createUser(t, { username: 'dealer', name: 'Dealer' });
  producer = await createUser(t, { username: 'producer', name: 'Secret Producer Name' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  await createGroup(t, dealer, { members: [producer, member] });
});
afterAll(async () => {
  await t.close();
});

type Role = 'anonymous' | 'outsider' | 'member' | 'dealer' | 'producer';
const roles: Role[] = ['anonymous', 'outsider', 'member', 'dealer', 'producer'];
const userOf = (role: Role): TestUser | null =>
  ({ anonymous: null, outsider, member, dealer, producer })[role];

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, outsider, member, dealer, producer. */
  expect: [401, number, number, number, number];
  request: (connection: ProducerConnection) => { method: InjectOptions['method']; url: string };
}

const rows: Row[] = [
  {
    route: routes.postDealerAccept,
    expect: [401, 403, 403, 403, 200],
    request: ({ id }) => ({ method: 'POST', url: `/api/Dealer/${id}/Accept` }),
  },
  {
    route: routes.postDealerDecline,
    expect: [401, 403, 403, 403, 200],
    request: ({ id }) => ({ method: 'POST', url: `/api/Dealer/${id}/Decline` }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

/** A fresh request: the dealer may have one per address, so each case removes its own. */
async function request(): Promise<ProducerConnection> {
  return addProducer(t, dealer, producer.email);
}

describe('producer requests authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, request: of, role, status }) => {
    const connection = await request();
    const { method, url } = of(connection);
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
    }
    const dealerView = await call(t, dealer, 'GET', '/api/Producer?limit=100');
    if (status >= 400 || url.endsWith('Decline')) {
      expect(dealerView.body).not.toContain('Secret Producer Name');
    }
    await call(t, dealer, 'DELETE', `/api/Producer/${connection.id}`);
  });

  it('answers 404 for a request that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const answer of ['Accept', 'Decline']) {
      const response = await call(t, producer, 'POST', `/api/Dealer/${missing}/${answer}`);
      expect(response.statusCode).toBe(404);
    }
  });
});
