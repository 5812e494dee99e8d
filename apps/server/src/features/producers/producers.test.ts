import type { DealerConnection, ProducerConnection } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, ok } from '../../test/groups';
import {
  createUser,
  pathOf,
  signUp,
  uniqueEmail,
  type IdentityTestApp,
  type TestUser,
} from '../../test/identity';
import { addProducer } from '../../test/market';

let t: IdentityTestApp;
let dealer: TestUser;
let producer: TestUser;

beforeAll(async () => {
  t = await buildGroupsTestApp({ INVITATION_LIMIT_PER_INVITER: '3' });
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes' });
  producer = await createUser(t, { username: 'producer', name: 'Piroska' });
  await ok(t, producer, 'PATCH', '/api/User', { company: 'Piroska Méhészet' });
});
afterAll(async () => {
  await t.close();
});

const producers = (user: TestUser) =>
  ok<ProducerConnection[]>(t, user, 'GET', '/api/Producer?limit=100');
const dealers = (user: TestUser) => ok<DealerConnection[]>(t, user, 'GET', '/api/Dealer?limit=100');

describe('POST /api/Producer', () => {
  it('connects a registered, verified user at once; the producer sees the dealer', async () => {
    const connection = await addProducer(t, dealer, producer.email.toUpperCase());
    expect(connection).toMatchObject({
      email: producer.email,
      isPending: false,
      producer: { id: producer.id, name: 'Piroska', company: 'Piroska Méhészet' },
    });
    expect((await producers(dealer)).map((c) => c.id)).toContain(connection.id);
    const [mine] = await dealers(producer);
    expect(mine).toMatchObject({ id: connection.id, dealer: { id: dealer.id, name: 'Dénes' } });
    expect(Date.parse(mine?.joinedAt ?? '')).toBe(Date.parse(connection.creationTime));
  });

  it('invites an unknown address in the dealer’s language; registering connects it', async () => {
    const hungarian = await createUser(t, { username: 'magyar', name: 'Magyar Dealer' });
    await ok(t, hungarian, 'PATCH', '/api/User', { language: 'hu' });
    const email = uniqueEmail('newproducer');
    const pending = await addProducer(t, hungarian, email);
    expect(pending).toMatchObject({ email, isPending: true, producer: null });

    const mail = await t.smtp.waitForMail(email);
    expect(mail.subject).toBe('Magyar Dealer termelőként vett fel a Közösön');
    const link = mail.links.find((candidate) => candidate.includes('/activate?k='));
    const token = new URL(link ?? 'http://x/').searchParams.get('k') ?? '';
    const check = await t.app.inject({ method: 'GET', url: `/api/CreateUser/Check/${token}` });
    expect(check.json()).toEqual({ data: { email } });
    expect(pathOf(link ?? '')).toContain('/activate?k=');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/CreateUser',
      payload: { name: 'Új Termelő', username: 'ujtermelo', password: 'titkos-jelszo', token },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [active] = (await producers(hungarian)).filter((c) => c.id === pending.id);
    expect(active).toMatchObject({ isPending: false, producer: { name: 'Új Termelő' } });
  });

  it('writes the invitation in English for an English-speaking dealer', async () => {
    const email = uniqueEmail('englishproducer');
    await addProducer(t, dealer, email);
    const mail = await t.smtp.waitForMail(email);
    expect(mail.subject).toBe('Dénes added you as a producer on Közös');
    expect(mail.text).toContain('/activate?k=');
  });

  it('keeps an unverified account pending and sends it nothing; it connects once verified', async () => {
    const email = uniqueEmail('unverified');
    expect((await signUp(t.app, email, 'unverified-pw')).statusCode).toBe(200);
    const verification = await t.smtp.waitForMail(email); // the sign-up's own mail
    const pending = await addProducer(t, dealer, email);
    expect(pending.isPending).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.smtp.mails.filter((mail) => mail.to === email)).toHaveLength(1);

    const link = verification.links.find((candidate) => candidate.includes('/verify-email'));
    const verified = await t.app.inject({ method: 'GET', url: pathOf(link ?? '') });
    expect(verified.statusCode).toBe(302);
    const [active] = (await producers(dealer)).filter((c) => c.id === pending.id);
    expect(active?.isPending).toBe(false);
  });

  it('refuses my own address, an address I already have, and an invalid one', async () => {
    const self = await call(t, dealer, 'POST', '/api/Producer', { email: dealer.email });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      message: 'producer_is_you',
      status: 409,
      errors: { email: ['producer_is_you'] },
    });
    const again = await call(t, dealer, 'POST', '/api/Producer', { email: producer.email });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'producer_already_connected' });
    const invalid = await call(t, dealer, 'POST', '/api/Producer', { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ errors: { email: ['invalid_email'] } });
  });

  it('limits invitation mails per dealer (429), without storing the refused one', async () => {
    const busy = await createUser(t, { username: 'busy', name: 'Busy' });
    for (let n = 0; n < 3; n++) await addProducer(t, busy, uniqueEmail('many'));
    const refused = await call(t, busy, 'POST', '/api/Producer', { email: uniqueEmail('many') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'too_many_invitations' });
    expect(await producers(busy)).toHaveLength(3);
    // A registered producer needs no mail and is not limited.
    await addProducer(t, busy, producer.email);
  });
});

describe('connection lists and removal', () => {
  it('sorts and pages my producers', async () => {
    const sorter = await createUser(t, { username: 'sorter', name: 'Sorter' });
    const bea = await createUser(t, { username: 'bea', name: 'Bea' });
    const aron = await createUser(t, { username: 'aron', name: 'Áron' });
    await addProducer(t, sorter, bea.email);
    await addProducer(t, sorter, aron.email);
    const newest = await ok<ProducerConnection[]>(t, sorter, 'GET', '/api/Producer');
    expect(newest.map((c) => c.producer?.name)).toEqual(['Áron', 'Bea']);
    const byName = await ok<ProducerConnection[]>(
      t,
      sorter,
      'GET',
      '/api/Producer?sortBy=name&limit=1&skip=1',
    );
    expect(byName.map((c) => c.producer?.name)).toEqual(['Áron']);
  });

  it('lets either side remove a connection, and nobody else', async () => {
    const seller = await createUser(t, { username: 'seller', name: 'Seller' });
    const stranger = await createUser(t, { username: 'stranger', name: 'Stranger' });
    const first = await addProducer(t, seller, producer.email);
    expect((await call(t, stranger, 'DELETE', `/api/Producer/${first.id}`)).statusCode).toBe(403);
    await ok(t, producer, 'DELETE', `/api/Producer/${first.id}`);
    expect((await dealers(producer)).map((c) => c.id)).not.toContain(first.id);
    expect(await producers(seller)).toEqual([]);

    const second = await addProducer(t, seller, producer.email);
    await ok(t, seller, 'DELETE', `/api/Producer/${second.id}`);
    expect((await call(t, seller, 'DELETE', `/api/Producer/${second.id}`)).statusCode).toBe(404);
  });
});
