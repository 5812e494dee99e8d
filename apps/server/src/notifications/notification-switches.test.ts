import { type NotificationSwitch, routes, switchableNotificationTypes } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, ok } from '../test/groups';
import { createUser, type IdentityTestApp } from '../test/identity';
import { labelled } from '../test/authorization-matrix';

/* Decision 087: each user's switches of single notification kinds. */

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildGroupsTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/api/Notification/Switches', () => {
  it('lists every switchable kind on, turns one off and on again, for me only', async () => {
    const anna = await createUser(t, { username: 'anna' });
    const bela = await createUser(t, { username: 'bela' });
    // Every switchable kind, in the contract's order (the order kinds and issue 26's comment kinds).
    const allOn = switchableNotificationTypes.map((type) => ({ type, enabled: true }));
    expect(allOn.map((entry) => entry.type)).toEqual(
      expect.arrayContaining([
        'ORDER_DEADLINE_APPROACHING',
        'ORDER_FULFILLED',
        'ORDER_DEADLINE_NOT_ORDERED',
        'COMMENT_ON_YOUR_ITEM',
        'REPLY_TO_YOUR_COMMENT',
        'MENTIONED_IN_COMMENT',
      ]),
    );
    expect(await ok<NotificationSwitch[]>(t, anna, 'GET', '/api/Notification/Switches')).toEqual(
      allOn,
    );
    const off = { type: 'ORDER_DEADLINE_NOT_ORDERED', enabled: false };
    for (let i = 0; i < 2; i++) {
      expect(await ok(t, anna, 'PUT', '/api/Notification/Switches', off)).toEqual(
        allOn.map((entry) => (entry.type === off.type ? off : entry)),
      );
    }
    expect(await ok(t, bela, 'GET', '/api/Notification/Switches')).toEqual(allOn);
    await ok(t, anna, 'PUT', '/api/Notification/Switches', { ...off, enabled: true });
    expect(await ok(t, anna, 'GET', '/api/Notification/Switches')).toEqual(allOn);
  });

  it('answers 400 to a kind that cannot be switched or a body that is not a switch', async () => {
    const cili = await createUser(t, { username: 'cili' });
    for (const payload of [
      {},
      { type: 'ORDER_REJECTED', enabled: false },
      { type: 'NOPE', enabled: false },
      { type: 'ORDER_FULFILLED', enabled: 'false' },
      { type: 'ORDER_FULFILLED' },
    ]) {
      const response = await call(t, cili, 'PUT', '/api/Notification/Switches', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
    const switches = await ok<NotificationSwitch[]>(t, cili, 'GET', '/api/Notification/Switches');
    expect(switches.every((row) => row.enabled)).toBe(true);
  });
});

describe('authorization of the notification switches', () => {
  const rows = labelled([
    { route: routes.getNotificationSwitches, expect: [401, 200], payload: undefined },
    {
      route: routes.putNotificationSwitches,
      expect: [401, 200],
      payload: { type: 'ORDER_FULFILLED', enabled: false },
    },
  ]);
  it.each(rows)('$call: anonymous 401, any signed-in user for themselves', async (row) => {
    const user = await createUser(t);
    const { method, path } = row.route;
    const anonymous = await call(t, null, method, path, row.payload);
    const signedIn = await call(t, user, method, path, row.payload);
    expect([anonymous.statusCode, signedIn.statusCode]).toEqual(row.expect);
    expect(anonymous.json()).toEqual({ message: 'unauthorized', status: 401, errors: {} });
  });
});
