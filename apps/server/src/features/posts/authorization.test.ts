import { type FeedItem, type PostResponse, routes, type RouteSpec } from '@kozos/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createPost } from '../../test/posts';
import { expectRequestOf, labelled } from '../../test/authorization-matrix';

/*
 * The posts, feed and profile routes called by each kind of caller: anonymous, an outsider (in
 * no group with the others), a member of the post's group, and the post's author. The group's
 * admin is someone else, so the author's rights are the author's own.
 */

let t: IdentityTestApp;
let author: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp();
  const admin = await createUser(t, { username: 'admin', name: 'Admin' });
  author = await createUser(t, { username: 'author', name: 'Author' });
  member = await createUser(t, { username: 'member', name: 'Member' });
  outsider = await createUser(t, { username: 'outsider', name: 'Outsider' });
  await createGroup(t, outsider, { name: 'Elsewhere' });
  groupId = (await createGroup(t, admin, { members: [author, member] })).id;
});
afterAll(async () => {
  await t.close();
});

type Role = 'anonymous' | 'outsider' | 'member' | 'author';
const roles: Role[] = ['anonymous', 'outsider', 'member', 'author'];
const userOf = (role: Role): TestUser | null =>
  ({ anonymous: null, outsider, member, author })[role];

interface Row {
  route: RouteSpec;
  /** Expected status for anonymous, outsider, member, author. */
  expect: [401, number, number, number];
  request: (post: PostResponse) => {
    method: InjectOptions['method'];
    url: string;
    payload?: object;
  };
}

const rows: Row[] = [
  {
    route: routes.getPost,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Post' }),
  },
  {
    route: routes.postPost,
    expect: [401, 403, 201, 201],
    request: () => ({ method: 'POST', url: '/api/Post', payload: { groupId, title: 'New' } }),
  },
  {
    route: routes.getPostById,
    expect: [401, 403, 200, 200],
    request: (post) => ({ method: 'GET', url: `/api/Post/${post.id}` }),
  },
  {
    route: routes.patchPostById,
    expect: [401, 403, 403, 200],
    request: (post) => ({ method: 'PATCH', url: `/api/Post/${post.id}`, payload: { title: 'E' } }),
  },
  {
    route: routes.deletePostById,
    expect: [401, 403, 403, 200],
    request: (post) => ({ method: 'DELETE', url: `/api/Post/${post.id}` }),
  },
  {
    route: routes.getFeed,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/Feed' }),
  },
  {
    route: routes.getGroupFeed,
    expect: [401, 403, 200, 200],
    request: () => ({ method: 'GET', url: `/api/Group/${groupId}/Feed` }),
  },
  // Anyone signed in may open a profile's feed; it holds only what the viewer shares (below).
  {
    route: routes.getUserFeed,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: `/api/User/${author.id}/Feed` }),
  },
  {
    route: routes.getUser,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: '/api/User' }),
  },
  {
    route: routes.patchUser,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'PATCH', url: '/api/User', payload: { company: 'Kert Kft.' } }),
  },
  {
    route: routes.getUserById,
    expect: [401, 200, 200, 200],
    request: () => ({ method: 'GET', url: `/api/User/${author.id}` }),
  },
  // Only one's own account, and only with its password: a wrong one deletes nothing.
  {
    route: routes.postUserDelete,
    expect: [401, 403, 403, 403],
    request: () => ({
      method: 'POST',
      url: '/api/User/Delete',
      payload: { password: 'not-the-password' },
    }),
  },
];

const cases = labelled(rows).flatMap((row) =>
  roles.map((role, index) => ({ ...row, role, status: row.expect[index] ?? 0 })),
);

describe('authorization matrix', () => {
  it.each(cases)('$call as $role → $status', async ({ route, request, role, status }) => {
    const post = await createPost(t, author, groupId, { title: 'Matrix post' });
    const { method, url, payload } = request(post);
    expectRequestOf(route, method, url);
    const response = await call(t, userOf(role), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(Object.keys(response.json<object>()).sort()).toEqual(['errors', 'message', 'status']);
      expect(response.body).not.toContain('Matrix post');
    }
  });

  it("shows an outsider none of the author's posts in the author's feed", async () => {
    await createPost(t, author, groupId, { title: 'Only for the group' });
    const response = await call(t, outsider, 'GET', `/api/User/${author.id}/Feed`);
    expect(response.json<{ data: FeedItem[] }>().data).toEqual([]);
  });
});
