import { type FeedItemType, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';
import { createEvent } from '../../test/events';
import { buildGroupsTestApp, call, createGroup } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { createPost } from '../../test/posts';
import { hideItem, reportItem } from '../../test/reports';

/*
 * The report routes (decision 205) called by each kind of caller: anonymous, the site
 * administrator (in no group with the others: the site-wide flag reads every report and
 * resolves none), an outsider, a member, the item's author, the group's admin and the member
 * who filed the report (a reporter reads and resolves no more than any member). Each case gets
 * a fresh item of its kind, reported by that reporter.
 */

let t: IdentityTestApp;
let siteAdmin: TestUser;
let outsider: TestUser;
let member: TestUser;
let author: TestUser;
let groupAdmin: TestUser;
let reporter: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  siteAdmin = await createUser(t, { username: 'site', name: 'Site Admin' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  author = await createUser(t, { username: 'author', name: 'Author' });
  groupAdmin = await createUser(t, { username: 'groupadmin', name: 'Group Admin' });
  reporter = await createUser(t, { username: 'reporter', name: 'Reporter' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  await createGroup(t, siteAdmin, { name: 'Admin corner' });
  groupId = (await createGroup(t, groupAdmin, { members: [member, author, reporter] })).id;
});
afterAll(async () => {
  await t.close();
});

const roles = [
  'anonymous',
  'siteAdmin',
  'outsider',
  'member',
  'author',
  'groupAdmin',
  'reporter',
] as const;
type Role = (typeof roles)[number];
const userOf = (role: Role): TestUser | null =>
  ({ anonymous: null, siteAdmin, outsider, member, author, groupAdmin, reporter })[role];

interface Row {
  route: RouteSpec;
  kind: FeedItemType;
  /** Expected status for anonymous, site admin, outsider, member, author, group admin, reporter. */
  expect: [401, number, number, number, number, number, number];
  request: (
    itemId: string,
    reportId: string,
  ) => { method: InjectOptions['method']; url: string; payload?: object };
}

const reportRow = (kind: FeedItemType, path: string): Omit<Row, 'route'> => ({
  kind,
  // Members of the group but its author, once; the site administrator is in no shared group.
  expect: [401, 403, 403, 201, 403, 201, 409],
  request: (itemId) => ({
    method: 'POST',
    url: `/api/${path}/${itemId}/Report`,
    payload: { reason: 'other', text: 'Matrix report' },
  }),
});

const rows: Row[] = [
  { route: routes.postPostReport, ...reportRow('post', 'Post') },
  { route: routes.postOfferReport, ...reportRow('offer', 'Offer') },
  { route: routes.postEventReport, ...reportRow('event', 'Event') },
  // Reading: everyone signed in gets their list (a member's is empty); a group's, its admins.
  {
    route: routes.getReport,
    kind: 'post',
    expect: [401, 200, 403, 403, 403, 200, 403],
    request: () => ({ method: 'GET', url: `/api/Report?groupId=${groupId}` }),
  },
  {
    route: routes.getReportCount,
    kind: 'post',
    expect: [401, 200, 200, 200, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Report/Count' }),
  },
  // Hiding and dismissing: the group's admins only.
  {
    route: routes.postReportHide,
    kind: 'offer',
    expect: [401, 403, 403, 403, 403, 200, 403],
    request: (_itemId, reportId) => ({
      method: 'POST',
      url: `/api/Report/${reportId}/Hide`,
      payload: { reason: 'Not here' },
    }),
  },
  {
    route: routes.postReportDismiss,
    kind: 'event',
    expect: [401, 403, 403, 403, 403, 200, 403],
    request: (_itemId, reportId) => ({ method: 'POST', url: `/api/Report/${reportId}/Dismiss` }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

async function freshItem(kind: FeedItemType): Promise<string> {
  if (kind === 'post') return (await createPost(t, author, groupId, { title: 'Matrix' })).id;
  if (kind === 'offer')
    return (await createOffer(t, author, groupId, { product: { name: 'Matrix' } })).id;
  return (await createEvent(t, author, groupId, { name: 'Matrix' })).id;
}

describe('authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, kind, request, role, status }) => {
    const itemId = await freshItem(kind);
    const report = await reportItem(t, reporter, kind, itemId);
    const { method, url, payload } = request(itemId, report.id);
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
      expect(response.body).not.toContain('Matrix');
    }
  });

  it('gives a reporter none of the reports, not even their own, and no count', async () => {
    await reportItem(t, reporter, 'post', await freshItem('post'));
    for (const status of ['open', 'hidden', 'dismissed']) {
      const list = await call(t, reporter, 'GET', `/api/Report?status=${status}`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual({ data: [] });
    }
    const count = await call(t, reporter, 'GET', '/api/Report/Count');
    expect(count.json()).toEqual({ data: { open: 0 } });
    const admins = await call(t, groupAdmin, 'GET', '/api/Report/Count');
    expect(admins.json<{ data: { open: number } }>().data.open).toBeGreaterThan(0);
  });

  it('answers 404 for a missing report, and for reporting a hidden item not one’s own', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const hide = await call(t, groupAdmin, 'POST', `/api/Report/${missing}/Hide`, { reason: 'x' });
    expect(hide.statusCode).toBe(404);
    const postId = await freshItem('post');
    await hideItem(t, reporter, groupAdmin, { type: 'post', id: postId });
    const again = await call(t, member, 'POST', `/api/Post/${postId}/Report`, { reason: 'spam' });
    expect(again.statusCode).toBe(404);
  });
});
