import { type FeedbackResponse, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { feedbackPerHour } from './feedback.service';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';

let t: IdentityTestApp;
let siteAdmin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  // The first account of an installation is its site administrator.
  siteAdmin = await createUser(t, { username: 'siteadmin', name: 'Site Admin' });
  member = await createUser(t, { username: 'member', name: 'Mari Tag' });
});
afterAll(async () => {
  await t.close();
});

const send = (user: TestUser, payload: object) =>
  ok<FeedbackResponse>(t, user, 'POST', '/api/Feedback', payload);
const listed = async (status: 'open' | 'done') =>
  (
    await ok<FeedbackResponse[]>(t, siteAdmin, 'GET', `/api/Feedback?status=${status}&limit=100`)
  ).map((item) => item.text);

describe('feedback', () => {
  it('is sent by anyone signed in, with the screen it is about', async () => {
    const item = await send(member, { text: '  The join screen is lovely ', path: '/groups/join' });
    expect(item).toMatchObject({
      text: 'The join screen is lovely',
      path: '/groups/join',
      author: { id: member.id, name: 'Mari Tag' },
      doneTime: null,
    });
    expect(await listed('open')).toContain('The join screen is lovely');
  });

  it('needs a text, and a path that is a path of the app', async () => {
    const empty = await call(t, member, 'POST', '/api/Feedback', { text: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: object }>().errors).toEqual({ text: ['text is required'] });
    const elsewhere = await call(t, member, 'POST', '/api/Feedback', {
      text: 'x',
      path: 'https://evil.example',
    });
    expect(elsewhere.json<{ errors: object }>().errors).toEqual({ path: ['invalid_value'] });
  });

  it('is listed newest first, moves to done when marked, and can be opened again', async () => {
    await send(member, { text: 'First' });
    const second = await send(member, { text: 'Second' });
    const open = await listed('open');
    expect(open.indexOf('Second')).toBeLessThan(open.indexOf('First'));
    const marked = await ok<FeedbackResponse>(t, siteAdmin, 'PATCH', `/api/Feedback/${second.id}`, {
      done: true,
    });
    expect(marked.doneTime).not.toBeNull();
    expect(await listed('open')).not.toContain('Second');
    expect(await listed('done')).toContain('Second');
    await ok(t, siteAdmin, 'PATCH', `/api/Feedback/${second.id}`, { done: false });
    expect(await listed('open')).toContain('Second');
  });

  it('answers 404 for an item that does not exist', async () => {
    const response = await call(
      t,
      siteAdmin,
      'PATCH',
      '/api/Feedback/00000000-0000-4000-8000-000000000000',
      { done: true },
    );
    expect(response.statusCode).toBe(404);
  });

  it('is read only by site administrators: a member sees no one’s feedback', async () => {
    const response = await call(t, member, 'GET', '/api/Feedback');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('lovely');
  });

  it(`is limited to ${feedbackPerHour} an hour per person`, async () => {
    const sender = await createUser(t, { username: 'chatty', name: 'Chatty' });
    for (let n = 0; n < feedbackPerHour; n += 1) await send(sender, { text: `Idea ${n}` });
    const over = await call(t, sender, 'POST', '/api/Feedback', { text: 'One more' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: 'too_many_requests' });
    // Someone else is not held back by it.
    expect((await call(t, member, 'POST', '/api/Feedback', { text: 'Mine' })).statusCode).toBe(201);
  });
});

type Role = 'anonymous' | 'member' | 'siteAdmin';
const roles: Role[] = ['anonymous', 'member', 'siteAdmin'];
const userOf = (role: Role) => ({ anonymous: null, member, siteAdmin })[role];

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, member, site administrator. */
  expect: [number, number, number];
  request: (id: string) => { method: InjectOptions['method']; url: string; payload?: object };
}

const rows: Row[] = [
  {
    route: routes.postFeedback,
    expect: [401, 201, 201],
    request: () => ({ method: 'POST', url: '/api/Feedback', payload: { text: 'Matrix' } }),
  },
  {
    route: routes.getFeedback,
    expect: [401, 403, 200],
    request: () => ({ method: 'GET', url: '/api/Feedback' }),
  },
  {
    route: routes.patchFeedbackById,
    expect: [401, 403, 200],
    request: (id) => ({ method: 'PATCH', url: `/api/Feedback/${id}`, payload: { done: true } }),
  },
];

describe('authorization matrix', () => {
  const cases = labelled(rows).flatMap((row) =>
    roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
  );
  let itemId = '';
  beforeAll(async () => {
    itemId = (await send(siteAdmin, { text: 'Matrix item' })).id;
  });
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const { method, url, payload } = request(itemId);
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
    }
  });
});
