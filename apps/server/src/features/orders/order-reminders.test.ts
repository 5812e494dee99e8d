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
import { orderDeadlineNotOrderedReminderSource, orderDeadlineReminderSource } from './index';

/*
 * The order-deadline reminders (decisions 101, 088): a day before an offer's order deadline,
 * ORDER_DEADLINE_APPROACHING to the buyers whose order is still open and
 * ORDER_DEADLINE_NOT_ORDERED to the members who have not ordered; once, also when two runs race,
 * never to the dealer, and not to whoever switched the kind off.
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

const reminders = async (user: TestUser, type = 'ORDER_DEADLINE_APPROACHING') =>
  (await notificationsOf(t, user)).filter((n) => n.type === type);
const notOrdered = (user: TestUser) => reminders(user, 'ORDER_DEADLINE_NOT_ORDERED');
const switchOf = (user: TestUser, type: string, enabled: boolean) =>
  ok(t, user, 'PUT', '/api/Notification/Switches', { type, enabled });

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
          // The order's 1 unit of the product's 50 dkg (test/market.ts).
          amount: 50,
          measure: 'dkg',
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

  it('remind the members who have not ordered, in their own words, once, never the dealer', async () => {
    const late = await createUser(t, { username: 'late' });
    const rejected = await createUser(t, { username: 'rejected' });
    const { id } = await createGroup(t, dealer, {
      name: 'Sarok',
      members: [open, idle, late, rejected],
    });
    const deadline = hoursFromNow(10);
    const offer = await createOffer(t, dealer, id, {
      orderDeadline: deadline,
      product: { name: 'Mák' },
    });
    await placeOrder(t, open, offer.id, 1);
    const refused = await placeOrder(t, rejected, offer.id, 1);
    await ok(t, dealer, 'POST', `/api/Sale/${refused.id}/Reject`, { reason: 'Elfogyott' });
    const now = new Date();
    const run = () =>
      Promise.all([
        sendDueReminders(t.database.db, orderDeadlineNotOrderedReminderSource, now),
        sendDueReminders(t.database.db, orderDeadlineNotOrderedReminderSource, now),
      ]);
    await run();
    await run();
    const expected = {
      variables: {
        productName: 'Mák',
        dealerName: 'Dénes',
        groupName: 'Sarok',
        orderDeadline: deadline,
      },
      path: `/offers/${offer.id}`,
    };
    // Of this offer: `idle` and `open` are in the first test's group too.
    const ofOffer = async (member: TestUser) =>
      (await notOrdered(member)).filter((n) => n.path === expected.path);
    for (const member of [idle, late, rejected]) {
      expect(await ofOffer(member)).toEqual([expect.objectContaining(expected)]);
    }
    expect(await ofOffer(open)).toEqual([]);
    expect(await notOrdered(dealer)).toEqual([]);
  });

  it('send neither kind to a member who switched it off, nor for a sold-out offer', async () => {
    const quietBuyer = await createUser(t, { username: 'quietbuyer' });
    const quietIdle = await createUser(t, { username: 'quietidle' });
    const { id } = await createGroup(t, dealer, {
      name: 'Csend',
      members: [quietBuyer, quietIdle],
    });
    await switchOf(quietBuyer, 'ORDER_DEADLINE_APPROACHING', false);
    await switchOf(quietIdle, 'ORDER_DEADLINE_NOT_ORDERED', false);
    const offer = await createOffer(t, dealer, id, { orderDeadline: hoursFromNow(5) });
    await placeOrder(t, quietBuyer, offer.id, 1);
    const soldOut = await createOffer(t, dealer, id, {
      orderDeadline: hoursFromNow(6),
      totalAmount: 1,
    });
    await placeOrder(t, quietBuyer, soldOut.id, 1);
    const now = new Date();
    await sendDueReminders(t.database.db, orderDeadlineReminderSource, now);
    await sendDueReminders(t.database.db, orderDeadlineNotOrderedReminderSource, now);
    expect(await reminders(quietBuyer)).toEqual([]);
    expect(await notOrdered(quietIdle)).toEqual([]);

    // Switched on again before the deadline: the next run still reminds.
    await switchOf(quietIdle, 'ORDER_DEADLINE_NOT_ORDERED', true);
    await sendDueReminders(t.database.db, orderDeadlineNotOrderedReminderSource, now);
    expect((await notOrdered(quietIdle)).map((n) => n.path)).toEqual([`/offers/${offer.id}`]);
  });
});
