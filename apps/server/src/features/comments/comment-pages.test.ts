import type { CommentResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComment, threadPage, wholeThread } from '../../test/comments';
import { buildGroupsTestApp, call, createGroup } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createPost } from '../../test/posts';

/*
 * A long thread opens at its newest page and reads back page by page (decision 210): `newest`
 * and `before` next to the forward `cursor` (also `after`), one keyset order for all.
 */

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
let item: { type: 'post'; id: string };
let written: CommentResponse[];
beforeAll(async () => {
  t = await buildGroupsTestApp({ COMMENT_LIMIT_PER_MINUTE: '1000' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  const group = await createGroup(t, anna, { members: [bela] });
  item = { type: 'post', id: (await createPost(t, anna, group.id, { title: 'Long' })).id };
  written = [];
  for (let i = 0; i < 8; i += 1) {
    const top = await createComment(t, bela, item, `comment ${i}`);
    written.push(top);
    if (i % 3 === 0) written.push(await createComment(t, anna, item, `reply ${i}`, top.id));
  }
});
afterAll(async () => {
  await t.close();
});

const bodies = (comments: readonly CommentResponse[]) => comments.map((c) => c.body);

describe('reading a thread back from its newest page', () => {
  it('opens at the newest comments, oldest of them first, and pages back to the start', async () => {
    const newest = await threadPage(t, anna, item, { newest: true, limit: 4 });
    expect(bodies(newest.comments)).toEqual(bodies(written.slice(-4)));
    expect(newest.nextCursor).toBeNull();
    expect(newest.previousCursor).not.toBeNull();
    const read = [...newest.comments];
    let before = newest.previousCursor;
    while (before) {
      const page = await threadPage(t, anna, item, { before, limit: 4 });
      read.unshift(...page.comments);
      before = page.previousCursor;
    }
    expect(bodies(read)).toEqual(bodies(written));
    // The same comments the forward reading gives, in the same order.
    expect(bodies(await wholeThread(t, anna, item, 4))).toEqual(bodies(written));
  });

  it('reads on from a page read backwards, and back from a page read forwards', async () => {
    const newest = await threadPage(t, anna, item, { newest: true, limit: 3 });
    const earlier = await threadPage(t, anna, item, {
      before: newest.previousCursor ?? '',
      limit: 3,
    });
    expect(bodies(earlier.comments)).toEqual(bodies(written.slice(-6, -3)));
    const onwards = await threadPage(t, anna, item, { after: earlier.nextCursor ?? '', limit: 3 });
    expect(bodies(onwards.comments)).toEqual(bodies(newest.comments));
    expect(onwards.nextCursor).toBeNull();
    const first = await threadPage(t, anna, item, { limit: 3 });
    expect(first.previousCursor).toBeNull();
    const second = await threadPage(t, anna, item, { cursor: first.nextCursor ?? '', limit: 3 });
    const back = await threadPage(t, anna, item, { before: second.previousCursor ?? '' });
    expect(bodies(back.comments)).toEqual(bodies(first.comments));
    expect(back.previousCursor).toBeNull();
  });

  it('reads a short thread whole as its newest page', async () => {
    const page = await threadPage(t, bela, item, { newest: true, limit: 100 });
    expect(bodies(page.comments)).toEqual(bodies(written));
    expect(page.previousCursor).toBeNull();
    expect(page.nextCursor).toBeNull();
    expect(page.total).toBe(written.length);
  });

  it('answers 400 when a query names two places to start from', async () => {
    const first = await threadPage(t, anna, item, { limit: 2 });
    const cursor = first.nextCursor ?? '';
    const base = `/api/Comment?itemType=post&itemId=${item.id}`;
    for (const query of [
      `cursor=${cursor}&before=${cursor}`,
      `after=${cursor}&newest=true`,
      `before=${cursor}&newest=true`,
      'before=2020-01-01T00:00:00.000Z|x',
      'newest=yes',
    ]) {
      const response = await call(t, anna, 'GET', `${base}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ status: number }>().status).toBe(400);
    }
  });
});
