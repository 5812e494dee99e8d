import type { CommentLiveEvent } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComment } from '../../test/comments';
import { eventually } from '../../test/eventually';
import { buildGroupsTestApp, call, createGroup } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { openLive, type TestLiveConnection } from '../../test/live-client';
import { createPost } from '../../test/posts';

/*
 * New comments reach an open thread through the live stream (issue 26): `event: comment` with
 * the item, the change and the item's count after it, to the members of the item's group only.
 */

let t: IdentityTestApp;
let baseUrl: string;
let anna: TestUser;
let bela: TestUser;
let outsider: TestUser;
let groupId: string;
const open: TestLiveConnection[] = [];

beforeAll(async () => {
  t = await buildGroupsTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  outsider = await createUser(t, { username: 'kint', name: 'Kint' });
  await createGroup(t, outsider, { name: 'Máshol' });
  groupId = (await createGroup(t, anna, { members: [bela] })).id;
});
afterAll(async () => {
  for (const connection of open) connection.close();
  await t.close();
});

async function live(user: TestUser) {
  const connection = await openLive(baseUrl, user.token);
  open.push(connection);
  // The stream starts with the unread count: from then on it is listening.
  await eventually(() => expect(connection.events.length).toBeGreaterThanOrEqual(1));
  return connection;
}

const commentEvents = (connection: TestLiveConnection) =>
  connection.events
    .filter((event) => event.event === 'comment')
    .map((event) => event.data as unknown as CommentLiveEvent);

describe('comments on the live stream', () => {
  it('brings a new, edited or deleted comment to the members, not to others', async () => {
    const annaTab = await live(anna);
    const outsiderTab = await live(outsider);
    const post = await createPost(t, anna, groupId, { title: 'Live' });
    const comment = await createComment(t, bela, { type: 'post', id: post.id }, 'Hello');
    await eventually(() =>
      expect(commentEvents(annaTab)).toEqual([
        {
          itemType: 'post',
          itemId: post.id,
          commentId: comment.id,
          change: 'created',
          commentCount: 1,
        },
      ]),
    );
    await call(t, bela, 'PATCH', `/api/Comment/${comment.id}`, { body: 'Hello again' });
    await call(t, bela, 'DELETE', `/api/Comment/${comment.id}`);
    await eventually(() =>
      expect(commentEvents(annaTab).map((event) => [event.change, event.commentCount])).toEqual([
        ['created', 1],
        ['edited', 1],
        ['deleted', 0],
      ]),
    );
    // The outsider's stream carried its count and nothing of the thread.
    expect(commentEvents(outsiderTab)).toEqual([]);
    expect(outsiderTab.events.map((event) => event.event)).toEqual(['count']);
  });
});
