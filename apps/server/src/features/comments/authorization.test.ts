import { type CommentResponse, type PostResponse, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';
import { createComment } from '../../test/comments';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createPost } from '../../test/posts';

/*
 * The comment routes called by each kind of caller: anonymous, the site administrator (first
 * account, in no group with the others: the site-wide flag gives no rights inside a group), an
 * outsider, a member, the comment's author, the item's author and the group's admin. Each case
 * gets a fresh post and comment, so a deletion does not change the next case.
 */

let t: IdentityTestApp;
let siteAdmin: TestUser;
let outsider: TestUser;
let member: TestUser;
let author: TestUser;
let itemAuthor: TestUser;
let groupAdmin: TestUser;
/** A member beside the roles: the report every case starts with is theirs. */
let reporter: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp({ COMMENT_LIMIT_PER_MINUTE: '1000' });
  siteAdmin = await createUser(t, { username: 'site', name: 'Site Admin' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  author = await createUser(t, { username: 'author', name: 'Author' });
  itemAuthor = await createUser(t, { username: 'itemauthor', name: 'Item Author' });
  groupAdmin = await createUser(t, { username: 'groupadmin', name: 'Group Admin' });
  reporter = await createUser(t, { username: 'reporter', name: 'Reporter' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  await createGroup(t, siteAdmin, { name: 'Admin corner' });
  groupId = (await createGroup(t, groupAdmin, { members: [member, author, itemAuthor, reporter] }))
    .id;
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
  'itemAuthor',
  'groupAdmin',
] as const;
type Role = (typeof roles)[number];
const userOf = (role: Role): TestUser | null =>
  ({ anonymous: null, siteAdmin, outsider, member, author, itemAuthor, groupAdmin })[role];

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, site admin, outsider, member, author, item author, group admin. */
  expect: [401, number, number, number, number, number, number];
  request: (
    post: PostResponse,
    comment: CommentResponse,
    reportId: string,
  ) => { method: InjectOptions['method']; url: string; payload?: object };
}

const rows: Row[] = [
  {
    route: routes.getComment,
    expect: [401, 403, 403, 200, 200, 200, 200],
    request: (post) => ({ method: 'GET', url: `/api/Comment?itemType=post&itemId=${post.id}` }),
  },
  {
    route: routes.postComment,
    expect: [401, 403, 403, 201, 201, 201, 201],
    request: (post, comment) => ({
      method: 'POST',
      url: '/api/Comment',
      payload: { itemType: 'post', itemId: post.id, parentId: comment.id, body: 'Me too' },
    }),
  },
  {
    route: routes.patchCommentById,
    expect: [401, 403, 403, 403, 200, 403, 403],
    request: (_post, comment) => ({
      method: 'PATCH',
      url: `/api/Comment/${comment.id}`,
      payload: { body: 'Edited' },
    }),
  },
  {
    route: routes.deleteCommentById,
    expect: [401, 403, 403, 403, 200, 403, 200],
    request: (_post, comment) => ({ method: 'DELETE', url: `/api/Comment/${comment.id}` }),
  },
  {
    route: routes.getCommentMentionable,
    expect: [401, 403, 403, 200, 200, 200, 200],
    request: (post) => ({
      method: 'GET',
      url: `/api/Comment/Mentionable?itemType=post&itemId=${post.id}&q=a`,
    }),
  },
  // Reports: any member but the comment's author reports it (once each: fresh comment per case).
  {
    route: routes.postCommentReport,
    expect: [401, 403, 403, 201, 403, 201, 201],
    request: (_post, comment) => ({
      method: 'POST',
      url: `/api/Comment/${comment.id}/Report`,
      payload: { reason: 'spam' },
    }),
  },
  // A group's reports: its admins and the site administrator.
  {
    route: routes.getCommentReport,
    expect: [401, 200, 403, 403, 403, 403, 200],
    request: () => ({ method: 'GET', url: `/api/Comment/Report?groupId=${groupId}` }),
  },
  // Hiding and dismissing: the group's admins only.
  {
    route: routes.postCommentReportHide,
    expect: [401, 403, 403, 403, 403, 403, 200],
    request: (_post, _comment, reportId) => ({
      method: 'POST',
      url: `/api/Comment/Report/${reportId}/Hide`,
      payload: { reason: 'Not here' },
    }),
  },
  {
    route: routes.postCommentReportDismiss,
    expect: [401, 403, 403, 403, 403, 403, 200],
    request: (_post, _comment, reportId) => ({
      method: 'POST',
      url: `/api/Comment/Report/${reportId}/Dismiss`,
    }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

describe('authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const post = await createPost(t, itemAuthor, groupId, { title: 'Matrix post' });
    const comment = await createComment(t, author, { type: 'post', id: post.id }, 'Matrix words');
    const report = await ok<{ id: string }>(
      t,
      reporter,
      'POST',
      `/api/Comment/${comment.id}/Report`,
      {
        reason: 'offensive',
        text: 'Matrix report',
      },
    );
    const { method, url, payload } = request(post, comment, report.id);
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
      expect(response.body).not.toContain('Matrix');
    }
  });

  it('answers 404 for an item or a comment that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const list = await call(t, member, 'GET', `/api/Comment?itemType=event&itemId=${missing}`);
    expect(list.statusCode).toBe(404);
    const patch = await call(t, member, 'PATCH', `/api/Comment/${missing}`, { body: 'x' });
    expect(patch.statusCode).toBe(404);
  });
});
