import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { testConfig } from '../../test/app';
import { createComment } from '../../test/comments';
import { buildGroupsTestApp, createGroup, ok } from '../../test/groups';
import { createPost } from '../../test/posts';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { openLive, type TestLiveConnection } from '../../test/live-client';
import { notify } from '../notify';
import { eventually } from '../../test/eventually';
import { testPasswordHashing } from '../../test/password-hashing';

/*
 * Two app instances on one PostgreSQL server (decision 103): a notification written through one
 * reaches a tab connected to the other (LISTEN/NOTIFY on kozos_live), and so does a count change.
 * Prints the write → event latency it measured (docs/performance.md).
 */

let t: IdentityTestApp;
let second: { app: App; database: Database; url: string };
let anna: TestUser;
const open: TestLiveConnection[] = [];

beforeAll(async () => {
  t = await buildGroupsTestApp();
  const url = (t.database as { url?: string }).url;
  if (!url) throw new Error('this file runs on PostgreSQL only (TEST_DB=postgres)');
  const database = openPostgres(url);
  const app = await buildApp(testConfig(), {
    database,
    logger: false,
    passwordHashing: testPasswordHashing,
  });
  second = { app, database, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
});
afterAll(async () => {
  for (const connection of open) connection.close();
  await second.app.close();
  await second.database.close();
  await t.close();
});

describe('live updates across instances', () => {
  it('bring a notification written on one instance to a tab on the other', async () => {
    const tab = await openLive(second.url, anna.token);
    open.push(tab);
    await eventually(() => expect(tab.events).toHaveLength(1));
    // Wait until the second instance's LISTEN connection is up.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await notify(t.database.db, [anna.id], { type: 'TEST', variables: {}, path: `/n${i}` });
      await eventually(() => expect(tab.events).toHaveLength(2 + i), {
        timeout: 5_000,
        interval: 1,
      });
      latencies.push(performance.now() - started);
    }
    expect(tab.events.at(-1)).toMatchObject({
      event: 'notification',
      data: { count: 20, notification: { path: '/n19' } },
    });
    latencies.sort((a, b) => a - b);
    process.stdout.write(
      `live latency write → other instance's tab: median ${latencies[10]?.toFixed(1)} ms, max ${latencies[19]?.toFixed(1)} ms\n`,
    );
  });

  it('bring a count change made on one instance to a tab on the other', async () => {
    const tab = await openLive(second.url, anna.token);
    open.push(tab);
    await eventually(() => expect(tab.events).toHaveLength(1));
    await ok(t, anna, 'PATCH', '/api/Notification/SeeAll');
    await eventually(() => expect(tab.events.at(-1)?.data).toEqual({ count: 0 }));
  });

  it('bring a comment written on one instance to a member tab on the other (issue 26)', async () => {
    const bela = await createUser(t, { username: 'bela', name: 'Béla' });
    const group = await createGroup(t, anna, { members: [bela] });
    const post = await createPost(t, anna, group.id, { title: 'Across' });
    const tab = await openLive(second.url, bela.token);
    open.push(tab);
    await eventually(() => expect(tab.events).toHaveLength(1));
    const comment = await createComment(t, anna, { type: 'post', id: post.id }, 'Hello there');
    await eventually(() =>
      expect(tab.events.find((event) => event.event === 'comment')?.data).toEqual({
        itemType: 'post',
        itemId: post.id,
        commentId: comment.id,
        change: 'created',
      }),
    );
  });
});
