import type {
  CommentResponse,
  DataExport,
  FeedItem,
  OfferResponse,
  PostResponse,
} from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComment, threadPage, wholeThread } from '../../test/comments';
import { createEvent } from '../../test/events';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer } from '../../test/market';
import { createPost } from '../../test/posts';

/*
 * Comments under posts, offers and events (issue 26): threads oldest first with one level of
 * replies, paging, the edited and deleted markers, mentions, counts on the cards, input rules,
 * the per-minute limit, and the thread's life with its item.
 */

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let cili: TestUser;
let groupId: string;
beforeAll(async () => {
  t = await buildGroupsTestApp({ COMMENT_LIMIT_PER_MINUTE: '1000' });
  anna = await createUser(t, { username: 'anna', name: 'Anna Kovács' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  cili = await createUser(t, { username: 'cili', name: 'Cili' });
  groupId = (await createGroup(t, anna, { members: [bela, cili] })).id;
});
afterAll(async () => {
  await t.close();
});

const postItem = (post: { id: string }) => ({ type: 'post' as const, id: post.id });

describe('a thread', () => {
  it('lists comments oldest first, each reply after its comment, one level deep', async () => {
    const item = postItem(await createPost(t, anna, groupId, { title: 'Apples' }));
    const first = await createComment(t, bela, item, 'Are they organic?');
    const second = await createComment(t, cili, item, 'How much?');
    const reply = await createComment(t, anna, item, 'Yes, they are', first.id);
    // A reply to a reply answers the comment it is under.
    const deeper = await createComment(t, bela, item, 'Thanks!', reply.id);
    expect(deeper.parentId).toBe(first.id);
    const page = await threadPage(t, cili, item);
    expect(page.comments.map((c) => c.body)).toEqual([
      'Are they organic?',
      'Yes, they are',
      'Thanks!',
      'How much?',
    ]);
    expect(page.comments.map((c) => c.parentId)).toEqual([null, first.id, first.id, null]);
    expect(page.total).toBe(4);
    expect(page.nextCursor).toBeNull();
    expect(second.author).toEqual({ id: cili.id, name: 'Cili', username: 'cili' });
    expect(second).toMatchObject({ itemType: 'post', itemId: item.id, deleted: false });
    // Only its author edits; its author or a group admin deletes.
    const asCili = page.comments.find((c) => c.id === second.id);
    expect(asCili).toMatchObject({ canEdit: true, canDelete: true });
    const asAnna = (await threadPage(t, anna, item)).comments.find((c) => c.id === second.id);
    expect(asAnna).toMatchObject({ canEdit: false, canDelete: true });
    const asBela = (await threadPage(t, bela, item)).comments.find((c) => c.id === second.id);
    expect(asBela).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('pages a long thread by cursor without losing or repeating a comment', async () => {
    const item = postItem(await createPost(t, anna, groupId, { title: 'Long' }));
    const written: CommentResponse[] = [];
    for (let i = 0; i < 7; i += 1) {
      const top = await createComment(t, bela, item, `comment ${i}`);
      written.push(top);
      if (i % 3 === 0) written.push(await createComment(t, cili, item, `reply ${i}`, top.id));
    }
    const first = await threadPage(t, anna, item, { limit: 4 });
    expect(first.comments).toHaveLength(4);
    expect(first.nextCursor).not.toBeNull();
    const all = await wholeThread(t, anna, item, 4);
    expect(all.map((c) => c.body)).toEqual(written.map((c) => c.body));
    // A comment arriving between pages is read on a later page, not lost.
    const cursor = first.nextCursor ?? '';
    await createComment(t, cili, item, 'late');
    const rest = await wholeThread(t, anna, item, 100);
    expect(rest.at(-1)?.body).toBe('late');
    const after = await threadPage(t, anna, item, { cursor, limit: 100 });
    expect(after.comments.map((c) => c.body)).toEqual([
      ...written.slice(4).map((c) => c.body),
      'late',
    ]);
  });

  it('marks an edit, and leaves a "deleted" marker only while a comment has replies', async () => {
    const item = postItem(await createPost(t, anna, groupId, { title: 'Markers' }));
    const top = await createComment(t, bela, item, 'First words');
    const edited = await ok<CommentResponse>(t, bela, 'PATCH', `/api/Comment/${top.id}`, {
      body: 'Better words',
    });
    expect(edited.body).toBe('Better words');
    expect(edited.editedTime).not.toBeNull();
    const reply = await createComment(t, cili, item, 'A reply', top.id);
    await ok(t, bela, 'DELETE', `/api/Comment/${top.id}`);
    let page = await threadPage(t, anna, item);
    expect(page.comments.map((c) => [c.deleted, c.body])).toEqual([
      [true, ''],
      [false, 'A reply'],
    ]);
    expect(page.comments[0]).toMatchObject({ canEdit: false, canDelete: false, mentions: [] });
    expect(page.total).toBe(1);
    // A deleted comment is neither edited, deleted again nor answered.
    expect((await call(t, bela, 'PATCH', `/api/Comment/${top.id}`, { body: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(t, bela, 'DELETE', `/api/Comment/${top.id}`)).statusCode).toBe(404);
    const answer = await call(t, cili, 'POST', '/api/Comment', {
      itemType: 'post',
      itemId: item.id,
      parentId: top.id,
      body: 'x',
    });
    expect(answer.statusCode).toBe(404);
    // The last reply gone, the marker goes with it.
    await ok(t, cili, 'DELETE', `/api/Comment/${reply.id}`);
    page = await threadPage(t, anna, item);
    expect(page.comments).toEqual([]);
    // Without replies a deleted comment is gone altogether.
    const lone = await createComment(t, bela, item, 'Alone');
    await ok(t, anna, 'DELETE', `/api/Comment/${lone.id}`);
    expect((await threadPage(t, anna, item)).comments).toEqual([]);
  });

  it('resolves @mentions among the members of the item group only', async () => {
    const outsider = await createUser(t, { username: 'dora', name: 'Dóra' });
    await createGroup(t, outsider, { name: 'Máshol' });
    const item = postItem(await createPost(t, anna, groupId, { title: 'Mentions' }));
    const comment = await createComment(t, bela, item, '@Anna and @cili, ask @dora? @nobody');
    expect(comment.mentions.map((m) => m.username).sort()).toEqual(['anna', 'cili']);
    const edited = await ok<CommentResponse>(t, bela, 'PATCH', `/api/Comment/${comment.id}`, {
      body: 'just @cili',
    });
    expect(edited.mentions.map((m) => m.username)).toEqual(['cili']);
  });

  it('offers the group members with a username to mention, by username or name', async () => {
    const item = postItem(await createPost(t, anna, groupId, { title: 'Autocomplete' }));
    const url = (q: string) => `/api/Comment/Mentionable?itemType=post&itemId=${item.id}&q=${q}`;
    const names = async (q: string) =>
      (await ok<{ username: string }[]>(t, cili, 'GET', url(q))).map((m) => m.username);
    expect(await names('')).toEqual(['anna', 'bela', 'cili']);
    expect(await names('b')).toEqual(['bela']);
    expect(await names('kov')).toEqual(['anna']);
    expect(await names('%')).toEqual([]);
    expect(await names('x')).toEqual([]);
  });
});

describe('comments on every kind of item', () => {
  it('counts comments on the cards of the feed and on each item, without deleted ones', async () => {
    const post = await createPost(t, anna, groupId, { title: 'Counted post' });
    const offer = await createOffer(t, anna, groupId, { product: { name: 'Counted honey' } });
    const event = await createEvent(t, anna, groupId, { name: 'Counted picnic' });
    await createComment(t, bela, postItem(post), 'one');
    const gone = await createComment(t, cili, postItem(post), 'two');
    await ok(t, cili, 'DELETE', `/api/Comment/${gone.id}`);
    await createComment(t, bela, { type: 'offer', id: offer.id }, 'one');
    await createComment(t, bela, { type: 'offer', id: offer.id }, 'two');
    await createComment(t, bela, { type: 'event', id: event.id }, 'one');
    const feed = await ok<FeedItem[]>(t, bela, 'GET', `/api/Group/${groupId}/Feed?limit=100`);
    const countOf = (id: string) => feed.find((item) => item.id === id)?.data.commentCount;
    expect([countOf(post.id), countOf(offer.id), countOf(event.id)]).toEqual([1, 2, 1]);
    const one = await ok<PostResponse>(t, bela, 'GET', `/api/Post/${post.id}`);
    expect(one.commentCount).toBe(1);
    const market = await ok<OfferResponse>(t, bela, 'GET', `/api/Offer/${offer.id}`);
    expect(market.commentCount).toBe(2);
  });

  it('removes the thread with its item', async () => {
    const post = await createPost(t, anna, groupId, { title: 'Short-lived' });
    const comment = await createComment(t, bela, postItem(post));
    await createComment(t, cili, postItem(post), 'reply', comment.id);
    await ok(t, anna, 'DELETE', `/api/Post/${post.id}`);
    expect((await call(t, bela, 'DELETE', `/api/Comment/${comment.id}`)).statusCode).toBe(404);
    const list = await call(t, bela, 'GET', `/api/Comment?itemType=post&itemId=${post.id}`);
    expect(list.statusCode).toBe(404);
  });

  it('refuses a comment on an item of a group one has left, and a parent of another item', async () => {
    const dani = await createUser(t, { username: 'dani', name: 'Dani' });
    const group = await createGroup(t, anna, { name: 'Leavers', members: [dani] });
    const post = await createPost(t, anna, group.id, { title: 'Left behind' });
    const other = await createPost(t, anna, group.id, { title: 'Other' });
    const elsewhere = await createComment(t, dani, postItem(other));
    const wrongParent = await call(t, dani, 'POST', '/api/Comment', {
      itemType: 'post',
      itemId: post.id,
      parentId: elsewhere.id,
      body: 'x',
    });
    expect(wrongParent.statusCode).toBe(404);
    // The offer kind with a post's id is no item at all.
    const wrongKind = await call(t, dani, 'POST', '/api/Comment', {
      itemType: 'offer',
      itemId: post.id,
      body: 'x',
    });
    expect(wrongKind.statusCode).toBe(404);
    const membership = (
      await ok<{ memberships: { id: string; user: { id: string } }[] }>(
        t,
        dani,
        'GET',
        `/api/Group/${group.id}`,
      )
    ).memberships.find((m) => m.user.id === dani.id);
    await ok(t, dani, 'POST', `/api/Membership/${membership?.id}/Leave`);
    const refused = await call(t, dani, 'POST', '/api/Comment', {
      itemType: 'post',
      itemId: post.id,
      body: 'Still here?',
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(t, dani, 'PATCH', `/api/Comment/${elsewhere.id}`, { body: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(t, dani, 'DELETE', `/api/Comment/${elsewhere.id}`)).statusCode).toBe(403);
  });
});

describe('input', () => {
  it('answers 400 with field errors for a bad body, never 500', async () => {
    const post = await createPost(t, anna, groupId, { title: 'Input' });
    const send = (payload: object) => call(t, bela, 'POST', '/api/Comment', payload);
    const base = { itemType: 'post', itemId: post.id };
    const cases: [object, string][] = [
      [{ ...base, body: '   ' }, 'body'],
      [{ ...base, body: 'x'.repeat(4001) }, 'body'],
      [{ ...base, body: 'bell \u0007 here' }, 'body'],
      [{ ...base, body: 'nul \u0000 here' }, 'body'],
      [{ ...base, itemType: 'photo', body: 'x' }, 'itemType'],
      [{ ...base, itemId: 'not-a-uuid', body: 'x' }, 'itemId'],
      [{ ...base, parentId: 'nope', body: 'x' }, 'parentId'],
    ];
    for (const [payload, field] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ message: string; status: number; errors: object }>();
      expect(Object.keys(body.errors)).toContain(field);
    }
    const control = await send({ ...base, body: 'bell \u0007 here' });
    expect(control.json<{ errors: Record<string, string[]> }>().errors.body).toEqual([
      'control_character',
    ]);
    // Line breaks and tabs are a comment's own.
    const multiLine = await createComment(t, bela, postItem(post), 'one\n\ttwo');
    expect(multiLine.body).toBe('one\n\ttwo');
    const badCursor = await call(
      t,
      bela,
      'GET',
      `/api/Comment?itemType=post&itemId=${post.id}&cursor=2020-01-01T00:00:00.000Z|x`,
    );
    expect(badCursor.statusCode).toBe(400);
  });

  it('limits comments per user and minute with 429', async () => {
    const limited = await buildGroupsTestApp({ COMMENT_LIMIT_PER_MINUTE: '3' });
    try {
      const ede = await createUser(limited, { username: 'ede', name: 'Ede' });
      const group = await createGroup(limited, ede);
      const post = await createPost(limited, ede, group.id);
      for (let i = 0; i < 3; i += 1) await createComment(limited, ede, postItem(post), `c${i}`);
      const fourth = await call(limited, ede, 'POST', '/api/Comment', {
        itemType: 'post',
        itemId: post.id,
        body: 'one too many',
      });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json<{ message: string }>().message).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });
});

describe('the data export', () => {
  it("holds one's own comments", async () => {
    const post = await createPost(t, anna, groupId, { title: 'Exported' });
    await createComment(t, cili, postItem(post), 'Mine to take');
    await createComment(t, bela, postItem(post), 'Not mine');
    const exported = await ok<DataExport>(t, cili, 'GET', '/api/User/Export');
    const section = exported.sections.find((s) => s.name === 'comments');
    const records = (section?.data ?? []) as { body: string; itemType: string }[];
    const bodies = records.map((c) => c.body);
    expect(bodies).toContain('Mine to take');
    expect(bodies).not.toContain('Not mine');
    expect(records.find((c) => c.body === 'Mine to take')?.itemType).toBe('post');
  });
});
