import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { connectProducer, createOffer, setOfferState } from '../../test/market';
import { placeOrder } from '../../test/orders';
import { offerReportPlanner } from './offer-report';

/*
 * Producer offer reports against the real SMTP test server: one mail per offer once its
 * deadline has passed, in the producer's language, rejected orders not counted; never twice,
 * also when the planner and the jobs run again (a restart) or the producer turned reports off.
 */

let t: IdentityTestApp;
let dealer: TestUser;
let anna: TestUser;
let bela: TestUser;
let producer: TestUser;
let groupId: string;
let connectionId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes Dealer' });
  anna = await createUser(t, { username: 'anna', name: 'Anna' });
  bela = await createUser(t, { username: 'bela', name: 'Béla' });
  producer = await createUser(t, { username: 'producer', name: 'Piroska' });
  groupId = (await createGroup(t, dealer, { name: 'Kert utca', members: [anna, bela] })).id;
  connectionId = (await connectProducer(t, dealer, producer)).id;
});
afterAll(async () => {
  await t.close();
});

const reports = () =>
  t.smtp.mails.filter(
    (mail) =>
      mail.to === producer.email && /^(Lezárult a rendelés|Orders closed)/.test(mail.subject),
  );
/** The planner's sweep, then the due jobs: what the scheduler's loop does each minute. */
async function runScheduler() {
  await offerReportPlanner.run(t.database.db, new Date());
  await t.app.scheduler.runDueJobs();
}

describe('producer offer reports', () => {
  it('mails the producer once after the deadline, in their language, without rejected orders', async () => {
    await ok(t, producer, 'PATCH', '/api/User', { language: 'hu' });
    const offer = await createOffer(t, dealer, groupId, {
      totalAmount: 20,
      product: { name: 'Őszibarack', unit: 1, measure: 'kg', producerId: connectionId },
    });
    await placeOrder(t, anna, offer.id, 3);
    const rejected = await placeOrder(t, bela, offer.id, 4);
    await ok(t, dealer, 'POST', `/api/Sale/${rejected.id}/Reject`, { reason: 'Elfogyott' });
    await runScheduler();
    expect(reports()).toHaveLength(0);
    await setOfferState(t.database.db, offer.id, { deadlineInSeconds: -1 });
    await runScheduler();
    await expect.poll(() => reports().length).toBe(1);
    const [mail] = reports();
    expect(mail?.subject).toBe('Lezárult a rendelés: Őszibarack (Dénes Dealer)');
    expect(mail?.text).toContain('Megrendelve: 3 × 1 kg.');
    expect(mail?.text).toContain('Kert utca');
    await runScheduler();
    await runScheduler();
    // The due jobs return once their mails were sent (scheduler.ts awaits afterCommit work).
    await t.mailsSettled();
    expect(reports()).toHaveLength(1);
  });

  it('sends nothing to a producer who turned the reports off', async () => {
    await ok(t, producer, 'PATCH', '/api/User', { isOfferReportEnabled: false });
    const offer = await createOffer(t, dealer, groupId, {
      product: { name: 'Körte', producerId: connectionId },
    });
    await placeOrder(t, anna, offer.id, 1);
    const before = reports().length;
    await setOfferState(t.database.db, offer.id, { deadlineInSeconds: -1 });
    await runScheduler();
    // The due jobs return once their mails were sent (scheduler.ts awaits afterCommit work).
    await t.mailsSettled();
    expect(reports()).toHaveLength(before);
    await ok(t, producer, 'PATCH', '/api/User', { isOfferReportEnabled: true });
    await runScheduler();
    expect(reports()).toHaveLength(before);
    expect((await call(t, producer, 'GET', '/api/DealerOffer')).statusCode).toBe(200);
  });

  it('shows the delivery in the zone of the producer’s last browser, else in Budapest', async () => {
    await ok(t, producer, 'PATCH', '/api/User', { language: 'en', isOfferReportEnabled: true });
    // 16:30 UTC on a summer day: 18:30 in Budapest, 12:30 in New York.
    const delivery = `${new Date().getUTCFullYear() + 1}-07-01T16:30:00.000Z`;
    const reportOf = async (name: string) => {
      const offer = await createOffer(t, dealer, groupId, {
        delivery,
        product: { name, producerId: connectionId },
      });
      await placeOrder(t, anna, offer.id, 1);
      await setOfferState(t.database.db, offer.id, { deadlineInSeconds: -1 });
      await runScheduler();
      await expect.poll(() => reports().find((mail) => mail.subject.includes(name))).toBeTruthy();
      return reports().find((mail) => mail.subject.includes(name))?.text ?? '';
    };
    expect(await reportOf('Szilva')).toContain(`Delivery: ${delivery.slice(0, 4)}. 07. 01. 18:30.`);

    // The zone a browser of the producer told with its push subscription (decision 102).
    await t.database.db.insert(pushSubscriptions).values({
      userId: producer.id,
      endpoint: 'https://127.0.0.1:9/push/producer',
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
      options: JSON.stringify({ timeZone: 'America/New_York', userVisibleOnly: true }),
    });
    expect(await reportOf('Meggy')).toContain(`Delivery: ${delivery.slice(0, 4)}. 07. 01. 12:30.`);
  });
});
