import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { testConfig } from '../../test/app';
import { buildGroupsTestApp, createGroup } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { connectProducer, createOffer, setOfferState } from '../../test/market';
import { placeOrder } from '../../test/orders';
import { offerReportPlanner } from './offer-report';
import { testPasswordHashing } from '../../test/password-hashing';

/*
 * Producer offer reports with two app instances on one PostgreSQL server, both planning and
 * running jobs at the same moment, then again (a restart): one mail per offer.
 */

let t: IdentityTestApp;
let second: { app: App; database: Database };
let dealer: TestUser;
let buyer: TestUser;
let producer: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  const url = (t.database as { url?: string }).url;
  if (!url) throw new Error('this file runs on PostgreSQL only (TEST_DB=postgres)');
  const database = openPostgres(url);
  const config = testConfig({ SMTP_URL: t.smtp.url });
  second = {
    app: await buildApp(config, { database, logger: false, passwordHashing: testPasswordHashing }),
    database,
  };
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  buyer = await createUser(t, { username: 'buyer' });
  producer = await createUser(t, { username: 'producer' });
  groupId = (await createGroup(t, dealer, { members: [buyer] })).id;
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

describe('offer reports over two instances', () => {
  it('send one mail per offer however many instances run the jobs', async () => {
    const { id: producerId } = await connectProducer(t, dealer, producer);
    const offers = [];
    for (const name of ['Alma', 'Barack', 'Cseresznye']) {
      const offer = await createOffer(t, dealer, groupId, { product: { name, producerId } });
      await placeOrder(t, buyer, offer.id, 2);
      await setOfferState(t.database.db, offer.id, { deadlineInSeconds: -1 });
      offers.push(offer);
    }
    const everyone = async () => {
      await Promise.all([
        offerReportPlanner.run(t.database.db, new Date()),
        offerReportPlanner.run(second.database.db, new Date()),
      ]);
      await Promise.all([t.app.scheduler.runDueJobs(), second.app.scheduler.runDueJobs()]);
    };
    await everyone();
    await everyone();
    const reports = () =>
      t.smtp.mails.filter(
        (mail) => mail.to === producer.email && mail.subject.startsWith('Orders'),
      );
    await expect.poll(() => reports().length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      reports()
        .map((mail) => mail.subject.split(': ')[1])
        .sort(),
    ).toEqual(['Alma (Dénes)', 'Barack (Dénes)', 'Cseresznye (Dénes)']);
  });
});
