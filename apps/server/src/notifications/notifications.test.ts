import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, users } from '../db/schema';
import { buildGroupsTestApp, call, notificationsOf, ok, schedulerByHand } from '../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { sendTestNotification } from './notifications.service';
import { addNotificationDelivery, notify, type DeliveryBatch } from './notify';

let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;
beforeAll(async () => {
  // The default of config.ts (the test config raises it for other files).
  // The scheduler runs by hand, so the delayed test is timed by the test's clock, not the machine's.
  t = await buildGroupsTestApp({
    NOTIFICATION_TEST_LIMIT: '5',
    NOTIFICATION_TEST_DELAY_MS: '60000',
    ...schedulerByHand,
  });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
});
afterAll(async () => {
  await t.close();
});

const count = async (user: TestUser) =>
  (await ok<{ count: number }>(t, user, 'GET', '/api/Notification/Count')).count;

describe('notify()', () => {
  it('writes one row per distinct recipient in one statement', async () => {
    const db = t.database.db;
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    const rows = await notify(db, [anna.id, bela.id, anna.id], {
      type: 'USER_JOINED_GROUP',
      variables: { groupName: 'Kert utca', userName: 'Cili' },
      path: '/groups/x/details',
    });
    // The delivery hooks (push, live updates) read after the write; the write is one insert.
    const textOf = (config: unknown) =>
      typeof config === 'string' ? config : String((config as { text?: unknown }).text);
    const inserts = query.mock.calls.filter(([config]) =>
      /^\s*insert into "notifications"/i.test(textOf(config)),
    );
    expect(inserts).toHaveLength(1);
    query.mockRestore();
    expect(rows.map((row) => row.userId).sort()).toEqual([anna.id, bela.id].sort());
    const [first] = await notificationsOf(t, bela);
    expect(first).toEqual({
      type: 'USER_JOINED_GROUP',
      variables: { groupName: 'Kert utca', userName: 'Cili' },
      path: '/groups/x/details',
      isSeen: false,
    });
  });

  it('hands deliveries only the rows of users who allow notifications outside the app', async () => {
    await t.database.db
      .update(users)
      .set({ isNotificationEnabled: false })
      .where(eq(users.id, bela.id));
    const batches: DeliveryBatch[] = [];
    const remove = addNotificationDelivery(t.database.db, (batch) => {
      batches.push(batch);
      return Promise.resolve();
    });
    const failing = addNotificationDelivery(t.database.db, () =>
      Promise.reject(new Error('push is down')),
    );
    try {
      await notify(t.database.db, [anna.id, bela.id], { type: 'TEST', variables: {}, path: '/' });
    } finally {
      remove();
      failing();
      await t.database.db
        .update(users)
        .set({ isNotificationEnabled: true })
        .where(eq(users.id, bela.id));
    }
    expect(batches).toHaveLength(1);
    expect(batches[0]?.all.map((row) => row.userId).sort()).toEqual([anna.id, bela.id].sort());
    expect(batches[0]?.outsideApp.map((row) => row.userId)).toEqual([anna.id]);
  });

  it('refuses variables that break the contract, before writing anything', async () => {
    const db = t.database.db;
    const before = await count(anna);
    const send = (variables: object) =>
      notify(db, [anna.id], {
        type: 'USER_JOINED_GROUP',
        // A wrong set does not compile; this cast stands for data the compiler cannot see.
        variables: variables as { groupName: string; userName: string },
        path: '/',
      });
    await expect(send({ groupName: 'Kert utca' })).rejects.toThrow(/USER_JOINED_GROUP.*contract/);
    await expect(send({ groupName: 'Kert utca', userName: '  ' })).rejects.toThrow(/userName/);
    await expect(
      send({ groupName: 'Kert utca', userName: 'Cili', postTitle: 'extra' }),
    ).rejects.toThrow(/postTitle/);
    await expect(
      notify(db, [anna.id], {
        type: 'KICKED_FROM_GROUP',
        // @ts-expect-error -- KICKED_FROM_GROUP has no userName: the contract gives its variables
        variables: { groupName: 'Kert utca', userName: 'Cili' },
        path: '/',
      }),
    ).rejects.toThrow(/userName/);
    expect(await count(anna)).toBe(before);
  });

  it('writes nothing for no recipients', async () => {
    expect(await notify(t.database.db, [], { type: 'TEST', variables: {}, path: '/' })).toEqual([]);
  });
});

describe('notification API', () => {
  it('sends a TEST notification to the caller only', async () => {
    const before = await count(bela);
    const response = await call(t, anna, 'POST', '/api/Notification/Test');
    expect(response.statusCode).toBe(201);
    const [latest] = await notificationsOf(t, anna);
    expect(latest).toMatchObject({ type: 'TEST', variables: {}, path: '/', isSeen: false });
    expect(await count(bela)).toBe(before);
  });

  it('delivers the delayed TEST notification later, not at once', async () => {
    const before = await count(anna);
    const response = await call(t, anna, 'POST', '/api/Notification/Test?delayed=true');
    expect(response.statusCode).toBe(201);
    expect(await count(anna)).toBe(before);
    await t.app.scheduler.runOnce(new Date(Date.now() + 30_000));
    expect(await count(anna)).toBe(before);
    await t.app.scheduler.runOnce(new Date(Date.now() + 61_000));
    expect(await count(anna)).toBe(before + 1);
  });

  it('counts unseen notifications, marks one seen and then all', async () => {
    await ok(t, anna, 'PATCH', '/api/Notification/SeeAll');
    expect(await count(anna)).toBe(0);
    await ok(t, anna, 'POST', '/api/Notification/Test');
    await ok(t, anna, 'POST', '/api/Notification/Test');
    expect(await count(anna)).toBe(2);
    const [newest] = await ok<{ id: string }[]>(t, anna, 'GET', '/api/Notification');
    await ok(t, anna, 'PATCH', `/api/Notification/${newest?.id}/See`);
    expect(await count(anna)).toBe(1);
    await ok(t, anna, 'PATCH', '/api/Notification/SeeAll');
    expect(await count(anna)).toBe(0);
  });

  it('marks seen only up to the newest one shown (upTo), so a later one stays new', async () => {
    const cili = await createUser(t, { username: 'cecil', name: 'Cecil' });
    const viewer = { id: cili.id, isAdmin: false };
    await sendTestNotification(t.database.db, viewer);
    await sendTestNotification(t.database.db, viewer);
    const shown = await ok<{ id: string }[]>(t, cili, 'GET', '/api/Notification');
    // Arrives after the screen was drawn.
    await sendTestNotification(t.database.db, viewer);
    await ok(t, cili, 'PATCH', `/api/Notification/SeeAll?upTo=${shown[0]?.id}`);
    const after = await ok<{ id: string; isSeen: boolean }[]>(t, cili, 'GET', '/api/Notification');
    expect(after.map((row) => row.isSeen)).toEqual([false, true, true]);
    expect(after.slice(1).map((row) => row.id)).toEqual(shown.map((row) => row.id));
    expect(await count(cili)).toBe(1);

    // Someone else's id says nothing of what Cecil was shown: neither his nor Béla's change.
    await ok(t, bela, 'POST', '/api/Notification/Test');
    const [belas] = await ok<{ id: string }[]>(t, bela, 'GET', '/api/Notification');
    const belaBefore = await count(bela);
    await ok(t, cili, 'PATCH', `/api/Notification/SeeAll?upTo=${belas?.id}`);
    expect(await count(cili)).toBe(1);
    expect(await count(bela)).toBe(belaBefore);
    await ok(t, cili, 'PATCH', '/api/Notification/SeeAll');
    expect(await count(cili)).toBe(0);

    const bad = await call(t, cili, 'PATCH', '/api/Notification/SeeAll?upTo=not-an-id');
    expect(bad.statusCode).toBe(400);
    const body = bad.json<{ status: number; errors: Record<string, unknown> }>();
    expect(body.status).toBe(400);
    expect(Object.keys(body.errors)).toContain('upTo');
  });

  it("answers 404 to marking someone else's notification seen, and leaves it unseen", async () => {
    await ok(t, bela, 'POST', '/api/Notification/Test');
    const [belas] = await ok<{ id: string }[]>(t, bela, 'GET', '/api/Notification');
    const response = await call(t, anna, 'PATCH', `/api/Notification/${belas?.id}/See`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'not_found', status: 404, errors: {} });
    const [row] = await t.database.db
      .select({ isSeen: notifications.isSeen })
      .from(notifications)
      .where(eq(notifications.id, belas?.id ?? ''));
    expect(row?.isSeen).toBe(false);
  });

  it('pages newest first, 20 by default', async () => {
    // Not through the API: the test button is limited to a few per user (decision 056).
    for (let i = 0; i < 22; i++)
      await sendTestNotification(t.database.db, { id: bela.id, isAdmin: false });
    const first = await ok<{ id: string; creationTime: string }[]>(
      t,
      bela,
      'GET',
      '/api/Notification',
    );
    expect(first).toHaveLength(20);
    const times = first.map((row) => row.creationTime);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await ok<{ id: string }[]>(t, bela, 'GET', '/api/Notification?skip=20');
    expect(second.length).toBeGreaterThan(0);
    expect(second.map((row) => row.id)).not.toContain(first[0]?.id);
  });

  it('never lists anyone else’s notifications', async () => {
    const mine = await ok<{ id: string }[]>(t, anna, 'GET', '/api/Notification?limit=100');
    const theirs = await ok<{ id: string }[]>(t, bela, 'GET', '/api/Notification?limit=100');
    const annaIds = new Set(mine.map((row) => row.id));
    expect(theirs.some((row) => annaIds.has(row.id))).toBe(false);
  });
});

describe('test notification limits', () => {
  it('lets one delayed test wait at a time, and five tests per user in ten minutes', async () => {
    const cili = await createUser(t, { username: 'cili', name: 'Cili' });
    const dani = await createUser(t, { username: 'dani', name: 'Dani' });
    const test = (user: TestUser, query = '') =>
      call(t, user, 'POST', `/api/Notification/Test${query}`);
    expect((await test(cili, '?delayed=true')).statusCode).toBe(201);
    const waiting = await test(cili, '?delayed=true');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ message: 'too_many_requests', status: 429, errors: {} });
    for (let i = 0; i < 4; i++) expect((await test(cili)).statusCode).toBe(201);
    expect((await test(cili)).statusCode).toBe(429);
    await t.app.scheduler.runOnce(new Date(Date.now() + 61_000));
    expect(await count(cili)).toBe(5);
    // The delayed one was delivered, but the window is full: still no new timer.
    expect((await test(cili, '?delayed=true')).statusCode).toBe(429);
    expect(await count(cili)).toBe(5);
    // Each user counts on their own.
    expect((await test(dani, '?delayed=true')).statusCode).toBe(201);
  });
});
