import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, createGroup, joinByLink, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { openLive, type TestLiveConnection } from '../../test/live-client';
import { notify } from '../notify';
import { eventually } from '../../test/eventually';

/*
 * Live updates over Server-Sent Events (decision 103): a tab hears of a new notification and of
 * its unread count at once, only its own user's, and a reconnect with Last-Event-ID replays
 * what it missed. Across instances on one PostgreSQL server: live.postgres.test.ts.
 */

let t: IdentityTestApp;
let baseUrl: string;
let anna: TestUser;
let bela: TestUser;
const open: TestLiveConnection[] = [];

beforeAll(async () => {
  t = await buildGroupsTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
});
afterAll(async () => {
  for (const connection of open) connection.close();
  await t.close();
});

async function live(user: TestUser | null, lastEventId?: string) {
  const connection = await openLive(baseUrl, user?.token ?? null, lastEventId);
  open.push(connection);
  return connection;
}

const waitForEvents = (connection: TestLiveConnection, count: number) =>
  eventually(() => expect(connection.events.length).toBeGreaterThanOrEqual(count), {
    timeout: 5_000,
  });

describe('the live stream', () => {
  it('starts with the unread count, then brings each new notification with the count', async () => {
    const tab = await live(anna);
    await waitForEvents(tab, 1);
    expect(tab.events[0]).toEqual({ event: 'count', id: undefined, data: { count: 0 } });
    const other = await live(bela);
    const group = await createGroup(t, anna, { name: 'Kert' });
    await joinByLink(t, anna, group.id, bela);
    await waitForEvents(tab, 2);
    expect(tab.events[1]).toMatchObject({
      event: 'notification',
      data: {
        count: 1,
        notification: { type: 'USER_JOINED_GROUP', path: `/groups/${group.id}/details` },
      },
    });
    expect(tab.events[1]?.id).toBe(tab.events[1]?.data.notification?.id);
    // Béla's own tab heard nothing of Anna's notification.
    expect(other.events.map((event) => event.event)).toEqual(['count']);
  });

  it('tells every tab of the user when the count drops', async () => {
    const [first, second] = [await live(anna), await live(anna)];
    await waitForEvents(second, 1);
    await ok(t, anna, 'PATCH', '/api/Notification/SeeAll');
    await waitForEvents(first, 2);
    await waitForEvents(second, 2);
    expect(first.events.at(-1)).toEqual({ event: 'count', id: undefined, data: { count: 0 } });
    expect(second.events.at(-1)?.data).toEqual({ count: 0 });
  });

  it('replays what a tab missed when it reconnects with Last-Event-ID', async () => {
    const tab = await live(bela);
    await notify(t.database.db, [bela.id], { type: 'TEST', variables: {}, path: '/' });
    await waitForEvents(tab, 2);
    const lastId = tab.events[1]?.id;
    tab.close();
    for (const path of ['/a', '/b']) {
      await notify(t.database.db, [bela.id], { type: 'TEST', variables: {}, path });
    }
    const again = await live(bela, lastId);
    await waitForEvents(again, 3);
    expect(again.events.map((event) => [event.event, event.data.notification?.path])).toEqual([
      ['count', undefined],
      ['notification', '/a'],
      ['notification', '/b'],
    ]);
    expect(again.events[0]?.data.count).toBe(3);
  });

  it('serves the whole stream as text/event-stream', async () => {
    const response = await fetch(`${baseUrl}/api/Notification/Live`, {
      headers: { authorization: `Bearer ${anna.token}` },
      signal: AbortSignal.timeout(2_000),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.body?.cancel();
  });
});

describe('authorization of the live stream', () => {
  const rows = [{ call: 'GET /api/Notification/Live', expect: [401, 200] }];
  it.each(rows)(
    '$call: anonymous 401 (a token in the URL is no sign-in), signed in 200',
    async (row) => {
      const anonymous = await live(null);
      const inUrl = await fetch(`${baseUrl}/api/Notification/Live?token=${anna.token}`);
      await inUrl.text();
      const signedIn = await live(anna);
      expect([anonymous.status, signedIn.status]).toEqual(row.expect);
      expect(inUrl.status).toBe(401);
    },
  );
});
