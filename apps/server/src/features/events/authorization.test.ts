import { type EventResponse, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup } from '../../test/groups';
import { createEvent, inDays } from '../../test/events';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';

/*
 * The event routes called by each kind of caller: anonymous, an outsider (in no group with the
 * others), a member of the event's group, the event's author, and an admin of the group who is
 * not the author (spec §6: the author or a group admin edits and deletes).
 */

let t: IdentityTestApp;
let author: TestUser;
let member: TestUser;
let admin: TestUser;
let outsider: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  admin = await createUser(t, { username: 'admin', name: 'Admin' });
  author = await createUser(t, { username: 'author', name: 'Author' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  groupId = (await createGroup(t, admin, { members: [author, member] })).id;
});
afterAll(async () => {
  await t.close();
});

type Role = 'anonymous' | 'outsider' | 'member' | 'author' | 'admin';
const roles: Role[] = ['anonymous', 'outsider', 'member', 'author', 'admin'];
const userOf = (role: Role): TestUser | null =>
  ({ anonymous: null, outsider, member, author, admin })[role];

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, outsider, member, author, admin. */
  expect: [401, number, number, number, number];
  request: (event: EventResponse) => {
    method: InjectOptions['method'];
    url: string;
    payload?: object;
  };
}

const rows: Row[] = [
  {
    route: routes.getEvent,
    expect: [401, 200, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Event' }),
  },
  {
    route: routes.postEvent,
    expect: [401, 403, 201, 201, 201],
    request: () => ({
      method: 'POST',
      url: '/api/Event',
      payload: { groupId, name: 'New', time: inDays(2) },
    }),
  },
  {
    route: routes.getEventById,
    expect: [401, 403, 200, 200, 200],
    request: (event) => ({ method: 'GET', url: `/api/Event/${event.id}` }),
  },
  {
    route: routes.patchEventById,
    expect: [401, 403, 403, 200, 200],
    request: (event) => ({
      method: 'PATCH',
      url: `/api/Event/${event.id}`,
      payload: { name: 'Edited' },
    }),
  },
  {
    route: routes.deleteEventById,
    expect: [401, 403, 403, 200, 200],
    request: (event) => ({ method: 'DELETE', url: `/api/Event/${event.id}` }),
  },
  {
    route: routes.postEventApplication,
    expect: [401, 403, 200, 200, 200],
    request: (event) => ({
      method: 'POST',
      url: '/api/EventApplication',
      payload: { eventId: event.id, apply: true },
    }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

describe('authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const event = await createEvent(t, author, groupId, { name: 'Matrix event' });
    const { method, url, payload } = request(event);
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
      expect(response.body).not.toContain('Matrix event');
    }
  });

  it("shows an outsider none of the group's events in lists or feeds", async () => {
    await createEvent(t, author, groupId, { name: 'Members only' });
    for (const url of ['/api/Event', '/api/Feed', `/api/User/${author.id}/Feed`]) {
      const response = await call(t, outsider, 'GET', url);
      expect(response.json<{ data: unknown[] }>().data, url).toEqual([]);
    }
  });
});
