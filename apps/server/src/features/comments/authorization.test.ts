import { type CommentResponse, type PostResponse, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';
import { createComment } from '../../test/comments';
import { buildGroupsTestApp, call, createGroup } from '../../test/groups';
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
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp({ COMMENT_LIMIT_PER_MINUTE: '1000' });
  siteAdmin = await createUser(t, { username: 'site', name: 'Site Admin' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  author = await createUser(t, { username: 'author', name: 'Author' });
  itemAuthor = await createUser(t, { username: 'itemauthor', name: 'Item Author' });
  groupAdmin = await createUser(t, { username: 'groupadmin', name: 'Group Admin' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  await createGroup(t, siteAdmin, { name: 'Admin corner' });
  groupId = (await createGroup(t, groupAdmin, { members: [member, author, itemAuthor] })).id;
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
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

describe('authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const post = await createPost(t, itemAuthor, groupId, { title: 'Matrix post' });
    const comment = await createComment(t, author, { type: 'post', id: post.id }, 'Matrix words');
    const { method, url, payload } = request(post, comment);
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
