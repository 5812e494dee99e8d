import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema';
import { sendDueReminders } from '../../jobs/reminders';
import { createMailer } from '../../mail/mailer';
import { sendDueDigests } from '../../notifications/digest/digest';
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
import {
  startTestPushService,
  testCertificate,
  type TestPushService,
} from '../../test/push-service';
import { orderDeadlineReminderSource } from './index';
import { eventually } from '../../test/eventually';

/*
 * Issue 23.11: the "you ordered" reminder states what each buyer ordered — one reminder per
 * buyer, carrying their own amount (the order's amount × the offer's unit) and the measure in
 * their language — in the app, in the push and in the daily digest.
 */

let t: IdentityTestApp;
let push: TestPushService;
let dealer: TestUser;
let hu: TestUser;
let en: TestUser;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  push = await startTestPushService({ certificate: await testCertificate() });
  t = await buildGroupsTestApp(
    { ...schedulerByHand, PUSH_SERVICE_HOSTS: push.host },
    { pushAgent: push.agent },
  );
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  hu = await createUser(t, { username: 'hubuyer', name: 'Hanna' });
  en = await createUser(t, { username: 'enbuyer', name: 'Emma' });
  await ok(t, hu, 'PATCH', '/api/User', { language: 'hu' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

async function subscribe(user: TestUser) {
  const browser = push.newBrowser();
  await ok(t, user, 'POST', '/api/User/Token', { token: browser.token, timeZone: 'UTC' });
  return browser;
}

const mailer = () =>
  createMailer({
    smtpUrl: t.smtp.url,
    from: 'Közös <no-reply@localhost>',
    outboxDir: '/nonexistent',
    logger: t.app.log,
  });

const digestOf = (user: TestUser) =>
  t.smtp.mails.find((mail) => mail.to === user.email && mail.subject.startsWith('Közös:'));

describe('the order-deadline reminder of a buyer', () => {
  it('states each buyer’s own amount in the app, the push and the digest, in their language', async () => {
    const { id: groupId } = await createGroup(t, dealer, { name: 'Kert utca', members: [hu, en] });
    const deadline = '2026-12-24T16:00:00.000Z';
    vi.useFakeTimers({ now: new Date(Date.parse(deadline) - 20 * hour), toFake: ['Date'] });
    const offer = await createOffer(t, dealer, groupId, {
      orderDeadline: hoursFromNow(20),
      purchaseTime: hoursFromNow(30),
      delivery: hoursFromNow(40),
      product: { name: 'Dió', unit: 1, measure: 'kg', price: 3000 },
    });
    await placeOrder(t, hu, offer.id, 2);
    await placeOrder(t, en, offer.id, 3);
    const [huBrowser, enBrowser] = [await subscribe(hu), await subscribe(en)];
    expect(await sendDueReminders(t.database.db, orderDeadlineReminderSource, new Date())).toBe(2);
    vi.useRealTimers();

    // In the app: each buyer's own amount, which the web puts into its sentence.
    const remindersOf = async (user: TestUser) =>
      (await notificationsOf(t, user)).filter((n) => n.type === 'ORDER_DEADLINE_APPROACHING');
    expect((await remindersOf(hu)).map((n) => n.variables)).toEqual([
      {
        productName: 'Dió',
        amount: 2,
        measure: 'kg',
        dealerName: 'Dénes',
        groupName: 'Kert utca',
        orderDeadline: deadline,
      },
    ]);
    expect((await remindersOf(en)).map((n) => n.variables)).toEqual([
      expect.objectContaining({ amount: 3, measure: 'kg' }),
    ]);
    expect(await remindersOf(dealer)).toEqual([]);

    // The push, decrypted as a browser would.
    const huBody =
      'A rendelésedben 2\u00a0kg Dió van Dénes ajánlatából a Kert utca csoportban. Még módosíthatod 2026. 12. 24. 16:00-ig.';
    const enBody =
      'You ordered 3\u00a0kg of Dió from Dénes in Kert utca; you can still change your order until 2026. 12. 24. 16:00';
    await eventually(() => {
      expect(huBrowser.received).toHaveLength(1);
      expect(enBrowser.received).toHaveLength(1);
    });
    expect(huBrowser.received[0]).toMatchObject({ body: huBody, path: `/offers/${offer.id}` });
    expect(enBrowser.received[0]).toMatchObject({ body: enBody });

    // The digest, once the reminders have gone unseen for a day.
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 30 * hour) })
      .where(eq(notifications.type, 'ORDER_DEADLINE_APPROACHING'));
    const options = {
      mailer: mailer(),
      texts: t.app.texts,
      publicUrl: 'http://kozos.test',
      logger: t.app.log,
    };
    await sendDueDigests(t.database.db, options, new Date());
    await expect.poll(() => digestOf(hu) && digestOf(en)).toBeTruthy();
    expect(digestOf(hu)?.text.replace(/\s+/g, ' ')).toContain(huBody.replace(/\s+/g, ' '));
    expect(digestOf(en)?.text.replace(/\s+/g, ' ')).toContain(enBody.replace(/\s+/g, ' '));
  });
});
