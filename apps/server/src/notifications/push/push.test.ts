import { routes } from '@kozos/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../db/schema';
import { buildGroupsTestApp, call, createGroup, joinByLink, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { labelled } from '../../test/authorization-matrix';
import {
  startTestPushService,
  testCertificate,
  type PushServiceBrowser,
  type TestPushService,
} from '../../test/push-service';
import { metricValue, scrapeMetrics } from '../../test/metrics';
import { notify } from '../notify';
import { eventually } from '../../test/eventually';

/*
 * Web Push end to end on the server (decision 102): browsers register through the API, a
 * notification is encrypted and sent to a local push service that decrypts it as a browser
 * would; texts in the recipient's language and the browser's time zone; dead subscriptions
 * (404, 410) removed.
 */

let push: TestPushService;
/** A push service on another port with the same certificate, outside PUSH_SERVICE_HOSTS. */
let elsewhere: TestPushService;
let t: IdentityTestApp;
let anna: TestUser;
let bela: TestUser;

beforeAll(async () => {
  const certificate = await testCertificate();
  push = await startTestPushService({ certificate });
  elsewhere = await startTestPushService({ certificate });
  t = await buildGroupsTestApp(
    { PUSH_SERVICE_HOSTS: push.host, METRICS_PORT: '0' },
    { pushAgent: push.agent },
  );
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
});
afterAll(async () => {
  await t.close();
  await push.close();
  await elsewhere.close();
});

async function subscribe(user: TestUser, timeZone = 'Europe/Budapest') {
  const browser = push.newBrowser();
  await ok(t, user, 'POST', '/api/User/Token', { token: browser.token, timeZone });
  return browser;
}

const found = async (user: TestUser, browser: PushServiceBrowser) =>
  (
    await ok<{ found: boolean }>(t, user, 'POST', '/api/User/CheckNotificationToken', {
      token: browser.token,
    })
  ).found;

const waitForPush = (browser: PushServiceBrowser, count = 1) =>
  eventually(() => expect(browser.received).toHaveLength(count), { timeout: 5_000 });

const tokenFor = (endpoint: string) =>
  JSON.stringify({ endpoint, keys: { p256dh: 'BNc', auth: 'xyz' } });

describe('push registrations', () => {
  it('registers a browser for the caller, and says whether it is registered', async () => {
    const { publicKey } = await ok<{ publicKey: string }>(t, anna, 'GET', '/api/User/PushKey');
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const browser = await subscribe(anna);
    expect(await found(anna, browser)).toBe(true);
    expect(await found(bela, browser)).toBe(false);
    expect(await found(anna, push.newBrowser())).toBe(false);
  });

  it('refuses a token that is not a subscription, or points anywhere but a push service', async () => {
    const otherHost = tokenFor('https://10.0.0.1/steal');
    const otherPort = tokenFor(elsewhere.newBrowser().endpoint);
    // The same host on another port (issue 22.5); push-endpoint.test.ts has the spellings.
    for (const token of ['{}', 'not json', otherHost, otherPort]) {
      const response = await call(t, anna, 'POST', '/api/User/Token', { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { token: ['invalid_token'] } });
    }
  });
});

describe('pushes', () => {
  it('sends each notification in the recipient’s language, with its path', async () => {
    const cili = await createUser(t, { username: 'cili', name: 'Cili' });
    await ok(t, cili, 'PATCH', '/api/User', { language: 'hu' });
    const browser = await subscribe(cili);
    const group = await createGroup(t, cili, { name: 'Kert utca' });
    await joinByLink(t, cili, group.id, bela);
    await waitForPush(browser);
    expect(browser.received[0]).toEqual({
      id: expect.any(String) as string,
      title: 'Új tag csatlakozott az egyik csoportodhoz',
      body: 'Béla csatlakozott a Kert utca csoporthoz.',
      path: `/groups/${group.id}/details`,
    });
    expect(push.refused).toEqual([]);
  });

  it('shows times in the browser’s own zone and the user’s date format', async () => {
    const dora = await createUser(t, { username: 'dora', name: 'Dóra' });
    await ok(t, dora, 'PATCH', '/api/User', { dateFormat: 'DD/MM/YYYY' });
    const budapest = await subscribe(dora, 'Europe/Budapest');
    const utc = await subscribe(dora, 'UTC');
    await notify(t.database.db, [dora.id], {
      type: 'EVENT_TIME_APPROACHING',
      // The evening after the clocks went forward: 16:00 UTC is 18:00 in Budapest.
      variables: { eventName: 'Szüret', groupName: 'Kert', time: '2026-03-29T16:00:00.000Z' },
      path: '/events/e1',
    });
    await waitForPush(budapest);
    await waitForPush(utc);
    expect(budapest.received[0]).toMatchObject({
      title: 'An event you applied to starts soon',
      body: 'Szüret in Kert starts on 29/03/2026 18:00',
      path: '/events/e1',
    });
    expect(utc.received[0]).toMatchObject({ body: 'Szüret in Kert starts on 29/03/2026 16:00' });
  });

  it('sends nothing to a user who turned notifications off', async () => {
    const emil = await createUser(t, { username: 'emil', name: 'Emil' });
    const browser = await subscribe(emil);
    await ok(t, emil, 'PATCH', '/api/User', { isNotificationEnabled: false });
    await ok(t, emil, 'POST', '/api/Notification/Test');
    const on = await subscribe(anna);
    await ok(t, anna, 'POST', '/api/Notification/Test');
    await waitForPush(on);
    expect(on.received[0]).toMatchObject({ title: 'Közös', path: '/' });
    expect(browser.received).toEqual([]);
  });

  it('removes a subscription the push service says is gone (404 and 410)', async () => {
    const fero = await createUser(t, { username: 'fero', name: 'Feró' });
    const [gone, missing, alive] = [
      await subscribe(fero),
      await subscribe(fero),
      await subscribe(fero),
    ];
    gone.answer(410);
    missing.answer(404);
    await ok(t, fero, 'POST', '/api/Notification/Test');
    await waitForPush(alive);
    await eventually(async () => {
      expect(await found(fero, gone)).toBe(false);
      expect(await found(fero, missing)).toBe(false);
    });
    expect(await found(fero, alive)).toBe(true);
    // Counted for the operator (decision 153).
    const metrics = await scrapeMetrics(t.app);
    expect(metricValue(metrics, 'kozos_pushes_total{result="sent",app="kozos"}')).toBeGreaterThan(
      0,
    );
    expect(metricValue(metrics, 'kozos_pushes_total{result="gone",app="kozos"}')).toBe(2);
  });

  it('keeps a subscription through other failures, and stops pushing to a deleted account', async () => {
    const gabi = await createUser(t, { username: 'gabi', name: 'Gabi' });
    const flaky = await subscribe(gabi);
    flaky.answer(500);
    await ok(t, gabi, 'POST', '/api/Notification/Test');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await found(gabi, flaky)).toBe(true);
    const metrics = await scrapeMetrics(t.app);
    expect(metricValue(metrics, 'kozos_pushes_total{result="failed",app="kozos"}')).toBe(1);
    flaky.answer(201);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gabi.id));
    await notify(t.database.db, [gabi.id], { type: 'TEST', variables: {}, path: '/' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(flaky.received).toEqual([]);
  });
});

describe('stored endpoints', () => {
  it('removes a subscription outside PUSH_SERVICE_HOSTS instead of pushing to it', async () => {
    const hedi = await createUser(t, { username: 'hedi', name: 'Hédi' });
    const allowed = await subscribe(hedi);
    // As one registered under the looser rule before issue 22.5 would be.
    const stray = elsewhere.newBrowser();
    const keys = JSON.parse(stray.token) as { keys: { p256dh: string; auth: string } };
    await t.database.db.insert(pushSubscriptions).values({
      userId: hedi.id,
      endpoint: stray.endpoint,
      ...keys.keys,
      options: JSON.stringify({ timeZone: 'UTC', userVisibleOnly: true }),
    });
    await ok(t, hedi, 'POST', '/api/Notification/Test');
    await waitForPush(allowed);
    await eventually(async () => {
      const rows = await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, stray.endpoint));
      expect(rows).toEqual([]);
    });
    expect(stray.received).toEqual([]);
  });
});

describe('authorization of the push routes', () => {
  const rows = labelled([
    { route: routes.getUserPushKey, expect: [401, 200] },
    { route: routes.postUserToken, expect: [401, 200] },
    { route: routes.postUserCheckNotificationToken, expect: [401, 200] },
  ]);
  it.each(rows)('$call: anonymous 401, any signed-in user for themselves', async (row) => {
    const token = push.newBrowser().token;
    const { method, path } = row.route;
    const payload = method === 'POST' ? { token } : undefined;
    const [anonymous, signedIn] = [
      await call(t, null, method, path, payload),
      await call(t, bela, method, path, payload),
    ];
    expect([anonymous.statusCode, signedIn.statusCode]).toEqual(row.expect);
  });
});
