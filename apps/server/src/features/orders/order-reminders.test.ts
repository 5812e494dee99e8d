import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../jobs/reminders';
import {
  buildGroupsTestApp,
  createGroup,
  notificationsOf,
  ok,
  schedulerByHand,
} from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { createOffer, hoursFromNow } from '../../test/market';
import { placeOrder } from '../../test/orders';
import { orderDeadlineReminderSource } from './index';

/*
 * ORDER_DEADLINE_APPROACHING (decision 101's reminders): a day before an offer's order deadline,
 * to the buyers whose order is still open; once, also when two runs race.
 */

let t: IdentityTestApp;
let dealer: TestUser;
let open: TestUser;
let done: TestUser;
let idle: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp(schedulerByHand);
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  open = await createUser(t, { username: 'open' });
  done = await createUser(t, { username: 'done' });
  idle = await createUser(t, { username: 'idle' });
  groupId = (await createGroup(t, dealer, { name: 'Kert', members: [open, done, idle] })).id;
});
afterAll(() => t.close());

const reminders = async (user: TestUser) =>
  (await notificationsOf(t, user)).filter((n) => n.type === 'ORDER_DEADLINE_APPROACHING');

describe('order deadline reminders', () => {
  it('remind the buyers with an open order a day before the deadline, once', async () => {
    const deadline = hoursFromNow(20);
    const offer = await createOffer(t, dealer, groupId, {
      orderDeadline: deadline,
      product: { name: 'Dió' },
    });
    await placeOrder(t, open, offer.id, 1);
    const fulfilled = await placeOrder(t, done, offer.id, 1);
    await ok(t, dealer, 'POST', `/api/Sale/${fulfilled.id}/Fulfil`);
    const now = new Date();
    await Promise.all([
      sendDueReminders(t.database.db, orderDeadlineReminderSource, now),
      sendDueReminders(t.database.db, orderDeadlineReminderSource, now),
    ]);
    expect(await reminders(open)).toEqual([
      expect.objectContaining({
        variables: {
          productName: 'Dió',
          dealerName: 'Dénes',
          groupName: 'Kert',
          orderDeadline: deadline,
        },
        path: `/offers/${offer.id}`,
      }),
    ]);
    expect(await reminders(done)).toEqual([]);
    expect(await reminders(idle)).toEqual([]);
  });
});
