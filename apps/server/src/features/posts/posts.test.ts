import type { PostResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createPost } from '../../test/posts';

let t: IdentityTestApp;
let admin: TestUser;
let author: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  admin = await createUser(t, { username: 'anna', name: 'Anna' });
  author = await createUser(t, { username: 'bela', name: 'Béla' });
  member = await createUser(t, { username: 'csilla', name: 'Csilla' });
  outsider = await createUser(t, { username: 'dani', name: 'Dani' });
  const group = await createGroup(t, admin, { name: 'Kert utca', members: [author, member] });
  groupId = group.id;
  await createGroup(t, outsider, { name: 'Elsewhere' });
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/Post', () => {
  it('publishes a post with normalised tags, author, group and no edited marker', async () => {
    const post = await createPost(t, author, groupId, {
      title: 'Ladder to lend',
      tags: ' system.tool ;garden;system.tool',
      link: 'https://example.org/ladder',
    });
    expect(post).toMatchObject({
      title: 'Ladder to lend',
      tags: 'system.tool;garden',
      link: 'https://example.org/ladder',
      author: { id: author.id, name: 'Béla', username: 'bela' },
      group: { id: groupId, name: 'Kert utca' },
      editedTime: null,
    });
    expect(await ok(t, member, 'GET', `/api/Post/${post.id}`)).toEqual(post);
  });

  it('refuses a group the caller is not in (403) and anonymous callers (401)', async () => {
    const body = { groupId, title: 'Hello' };
    expect((await call(t, outsider, 'POST', '/api/Post', body)).statusCode).toBe(403);
    expect((await call(t, null, 'POST', '/api/Post', body)).statusCode).toBe(401);
  });

  it('answers 400 with the spec §5 messages for a bad link, too many tags, a long title', async () => {
    const bad = async (fields: object) => {
      const response = await call(t, author, 'POST', '/api/Post', { groupId, ...fields });
      expect(response.statusCode).toBe(400);
      return response.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await bad({ title: 'x', link: 'javascript:alert(1)' })).toEqual({
      link: ['invalid_value'],
    });
    const eleven = Array.from({ length: 11 }, (_, at) => `tag${at}`).join(';');
    expect(await bad({ title: 'x', tags: eleven })).toEqual({ tags: ['invalid_value'] });
    expect(await bad({ title: 'x'.repeat(201) })).toEqual({
      title: ['must be a string with a maximum length of 200'],
    });
    expect(await bad({})).toEqual({ title: ['title is required'] });
  });

  it('sends WARNING_POST to every other member of the group only', async () => {
    const post = await createPost(t, author, groupId, {
      title: 'Gas leak on the corner',
      tags: 'system.warning',
    });
    const warnings = async (user: TestUser) =>
      (await notificationsOf(t, user)).filter((n) => n.type === 'WARNING_POST');
    for (const user of [admin, member]) {
      expect(await warnings(user)).toEqual([
        {
          type: 'WARNING_POST',
          variables: {
            postTitle: 'Gas leak on the corner',
            userName: 'Béla',
            groupName: 'Kert utca',
          },
          path: `/posts/${post.id}`,
          isSeen: false,
        },
      ]);
    }
    expect(await warnings(author)).toEqual([]);
    expect(await warnings(outsider)).toEqual([]);
  });
});

describe('GET /api/Post/{id}', () => {
  it('is for members of the post group only: 403 for others, 404 when missing', async () => {
    const post = await createPost(t, author, groupId);
    expect((await call(t, outsider, 'GET', `/api/Post/${post.id}`)).statusCode).toBe(403);
    expect((await call(t, null, 'GET', `/api/Post/${post.id}`)).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(t, member, 'GET', `/api/Post/${missing}`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/Post/{id}', () => {
  it('lets the author change any field and sets the edited marker', async () => {
    const post = await createPost(t, author, groupId, { link: 'https://example.org' });
    const edited = await ok<PostResponse>(t, author, 'PATCH', `/api/Post/${post.id}`, {
      description: 'Found her!',
      link: '',
    });
    expect(edited).toMatchObject({ title: post.title, description: 'Found her!', link: null });
    expect(edited.editedTime).not.toBeNull();
    expect(edited.creationTime).toBe(post.creationTime);
  });

  it('refuses everyone but the author, admins included', async () => {
    const post = await createPost(t, author, groupId);
    for (const [user, status] of [
      [admin, 403],
      [member, 403],
      [outsider, 403],
      [null, 401],
    ] as const) {
      const response = await call(t, user, 'PATCH', `/api/Post/${post.id}`, { title: 'Mine' });
      expect(response.statusCode).toBe(status);
    }
    expect((await ok<PostResponse>(t, member, 'GET', `/api/Post/${post.id}`)).title).toBe(
      post.title,
    );
  });
});

describe('DELETE /api/Post/{id}', () => {
  it('is for the author or a group admin; plain members and outsiders get 403', async () => {
    const first = await createPost(t, author, groupId);
    const second = await createPost(t, author, groupId);
    expect((await call(t, member, 'DELETE', `/api/Post/${first.id}`)).statusCode).toBe(403);
    expect((await call(t, outsider, 'DELETE', `/api/Post/${first.id}`)).statusCode).toBe(403);
    expect((await call(t, null, 'DELETE', `/api/Post/${first.id}`)).statusCode).toBe(401);
    await ok(t, author, 'DELETE', `/api/Post/${first.id}`);
    await ok(t, admin, 'DELETE', `/api/Post/${second.id}`);
    for (const id of [first.id, second.id]) {
      expect((await call(t, author, 'GET', `/api/Post/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/Post', () => {
  it("lists my groups' posts, newest first, never another group's", async () => {
    const elsewhere = await createGroup(t, outsider, { name: 'Far away' });
    await createPost(t, outsider, elsewhere.id, { title: 'Not for Kert utca' });
    const mine = await createPost(t, member, groupId, { title: 'Newest here' });
    const posts = await ok<PostResponse[]>(t, member, 'GET', '/api/Post?limit=100');
    expect(posts[0]?.id).toBe(mine.id);
    expect(posts.every((post) => post.group.id === groupId)).toBe(true);
  });
});
