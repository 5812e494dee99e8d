import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { addProducer, createOffer, setOfferState } from '../../test/market';
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
  connectionId = (await addProducer(t, dealer, producer.email)).id;
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
    await new Promise((resolve) => setTimeout(resolve, 300));
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
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reports()).toHaveLength(before);
    await ok(t, producer, 'PATCH', '/api/User', { isOfferReportEnabled: true });
    await runScheduler();
    expect(reports()).toHaveLength(before);
    expect((await call(t, producer, 'GET', '/api/DealerOffer')).statusCode).toBe(200);
  });
});
