import type {
  DealerConnection,
  OfferResponse,
  ProducerConnection,
  ProductResponse,
} from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, notificationsOf, ok } from '../../test/groups';
import {
  createUser,
  pathOf,
  signUp,
  uniqueEmail,
  type IdentityTestApp,
  type TestUser,
} from '../../test/identity';
import { addProducer, connectProducer, createOffer, createProduct } from '../../test/market';

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
const mine = async (user: TestUser, id: string) =>
  (await producers(user)).find((connection) => connection.id === id);
const requestsTo = async (user: TestUser) =>
  (await notificationsOf(t, user)).filter((n) => n.type === 'PRODUCER_CONNECTION_REQUESTED');
const accept = (user: TestUser, id: string) =>
  ok<DealerConnection>(t, user, 'POST', `/api/Dealer/${id}/Accept`);

describe('POST /api/Producer: a request the producer answers', () => {
  it('shows the dealer nothing of a registered producer until they accept', async () => {
    const asking = await createUser(t, { username: 'asking', name: 'Asking Dealer' });
    const request = await addProducer(t, asking, producer.email.toUpperCase());
    expect(request).toMatchObject({ email: producer.email, status: 'requested', producer: null });
    expect(JSON.stringify(await producers(asking))).not.toContain('Piroska');

    const [notice] = await requestsTo(producer);
    expect(notice).toMatchObject({ variables: { dealerName: 'Asking Dealer' }, path: '/dealers' });
    const [asked] = await dealers(producer);
    expect(asked).toMatchObject({
      id: request.id,
      status: 'requested',
      dealer: { id: asking.id, name: 'Asking Dealer' },
      requestedAt: request.creationTime,
      joinedAt: null,
    });

    const accepted = await accept(producer, request.id);
    expect(accepted).toMatchObject({ id: request.id, status: 'accepted' });
    expect(Date.parse(accepted.joinedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(request.creationTime),
    );
    expect(await mine(asking, request.id)).toMatchObject({
      status: 'accepted',
      producer: { id: producer.id, name: 'Piroska', company: 'Piroska Méhészet' },
    });
    // Accepting again changes nothing.
    expect((await accept(producer, request.id)).joinedAt).toBe(accepted.joinedAt);
  });

  it('answers the same for a registered and an unregistered address, apart from id, address and time', async () => {
    const prober = await createUser(t, { username: 'prober', name: 'Prober' });
    const shape = (body: string, connection: ProducerConnection) =>
      body
        .replace(connection.id, '<id>')
        .replace(connection.email, '<email>')
        .replace(connection.creationTime, '<time>');
    const registered = await call(t, prober, 'POST', '/api/Producer', { email: producer.email });
    const unknown = await call(t, prober, 'POST', '/api/Producer', {
      email: uniqueEmail('nobody'),
    });
    expect(registered.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    const [a, b] = [registered, unknown].map((response) =>
      shape(response.body, response.json<{ data: ProducerConnection }>().data),
    );
    expect(a).toBe(b);
    const [listedA, listedB] = await producers(prober);
    expect(listedA && shape(JSON.stringify(listedA), listedA)).toBe(
      listedB && shape(JSON.stringify(listedB), listedB),
    );
  });

  it('invites an unknown address in the dealer’s language; the new account then accepts', async () => {
    const hungarian = await createUser(t, { username: 'magyar', name: 'Magyar Dealer' });
    await ok(t, hungarian, 'PATCH', '/api/User', { language: 'hu' });
    const email = uniqueEmail('newproducer');
    const request = await addProducer(t, hungarian, email);
    expect(request).toMatchObject({ email, status: 'requested', producer: null });

    const mail = await t.smtp.waitForMail(email);
    expect(mail.subject).toBe('Magyar Dealer termelőként szeretne felvenni a Közösön');
    const link = mail.links.find((candidate) => candidate.includes('/activate?k='));
    const token = new URL(link ?? 'http://x/').searchParams.get('k') ?? '';
    expect(pathOf(link ?? '')).toContain('/activate?k=');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/CreateUser',
      payload: { name: 'Új Termelő', username: 'ujtermelo', password: 'titkos-jelszo', token },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await mine(hungarian, request.id)).toMatchObject({
      status: 'requested',
      producer: null,
    });

    const { token: session, user } = created.json<{
      data: { token: string; user: { id: string } };
    }>().data;
    const newcomer = { id: user.id, email, password: 'titkos-jelszo', token: session };
    const [asked] = await dealers(newcomer);
    expect(asked).toMatchObject({ id: request.id, status: 'requested' });
    await accept(newcomer, request.id);
    expect(await mine(hungarian, request.id)).toMatchObject({
      status: 'accepted',
      producer: { name: 'Új Termelő' },
    });
  });

  it('writes the invitation in English for an English-speaking dealer', async () => {
    const email = uniqueEmail('englishproducer');
    await addProducer(t, dealer, email);
    const mail = await t.smtp.waitForMail(email);
    expect(mail.subject).toBe('Dénes would like to add you as a producer on Közös');
    expect(mail.text).toContain('/activate?k=');
  });

  it('sends an unverified account nothing; once verified it sees the request', async () => {
    const email = uniqueEmail('unverified');
    expect((await signUp(t.app, email, 'unverified-pw')).statusCode).toBe(200);
    const verification = await t.smtp.waitForMail(email); // the sign-up's own mail
    const request = await addProducer(t, dealer, email);
    expect(request.status).toBe('requested');
    const link = verification.links.find((candidate) => candidate.includes('/verify-email'));
    const verified = await t.app.inject({ method: 'GET', url: pathOf(link ?? '') });
    expect(verified.statusCode).toBe(302);
    // Only the verification mail: the request was neither mailed nor notified.
    expect(t.smtp.mails.filter((mail) => mail.to === email)).toHaveLength(1);
    expect((await mine(dealer, request.id))?.status).toBe('requested');
  });

  it('refuses my own address, an address I already have, and an invalid one', async () => {
    const refuser = await createUser(t, { username: 'refuser', name: 'Refuser' });
    await addProducer(t, refuser, producer.email);
    const self = await call(t, refuser, 'POST', '/api/Producer', { email: refuser.email });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      message: 'producer_is_you',
      status: 409,
      errors: { email: ['producer_is_you'] },
    });
    const again = await call(t, refuser, 'POST', '/api/Producer', { email: producer.email });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'producer_already_connected' });
    const invalid = await call(t, refuser, 'POST', '/api/Producer', { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ errors: { email: ['invalid_email'] } });
  });

  it('limits requests per dealer alike for registered and unknown addresses (429)', async () => {
    const busy = await createUser(t, { username: 'busy', name: 'Busy' });
    for (let n = 0; n < 3; n++) await addProducer(t, busy, uniqueEmail('many'));
    const unknown = await call(t, busy, 'POST', '/api/Producer', { email: uniqueEmail('many') });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toMatchObject({ message: 'too_many_invitations' });
    const registered = await call(t, busy, 'POST', '/api/Producer', { email: producer.email });
    expect(registered.statusCode).toBe(429);
    expect(await producers(busy)).toHaveLength(3);
  });
});

describe('declining', () => {
  it('takes the request off my list; the dealer sees it waiting, and re-adding notifies no more', async () => {
    const shy = await createUser(t, { username: 'shy', name: 'Shy Producer' });
    const pushy = await createUser(t, { username: 'pushy', name: 'Pushy Dealer' });
    const request = await addProducer(t, pushy, shy.email);
    await ok(t, shy, 'POST', `/api/Dealer/${request.id}/Decline`);
    expect(await dealers(shy)).toEqual([]);
    expect(await mine(pushy, request.id)).toEqual(request);

    const twice = await call(t, pushy, 'POST', '/api/Producer', { email: shy.email });
    expect(twice.json()).toMatchObject({ message: 'producer_already_connected' });
    await ok(t, pushy, 'DELETE', `/api/Producer/${request.id}`);
    const again = await addProducer(t, pushy, shy.email);
    expect(again).toMatchObject({ status: 'requested', producer: null });
    expect(await requestsTo(shy)).toHaveLength(1);

    // Changing my mind: the request is listed again and accepting works.
    await ok(t, shy, 'POST', `/api/Dealer/${again.id}/Decline`);
    await accept(shy, again.id);
    expect((await mine(pushy, again.id))?.producer?.name).toBe('Shy Producer');
  });

  it('a declined producer can no longer be named: products and offers show no producer', async () => {
    const farmer = await createUser(t, { username: 'farmer', name: 'Farmer' });
    const seller = await createUser(t, { username: 'seller2', name: 'Seller' });
    const group = await createGroup(t, seller);
    const request = await addProducer(t, seller, farmer.email);
    const product = await createProduct(t, seller, { producerId: request.id });
    expect(product.producer).toMatchObject({ name: farmer.email, isPending: true, userId: null });
    const before = await createOffer(t, seller, group.id, { productId: product.id });
    expect(before.producer).toBeNull();

    await accept(farmer, request.id);
    const shown = await ok<ProductResponse>(t, seller, 'GET', `/api/Product/${product.id}`);
    expect(shown.producer).toMatchObject({ name: 'Farmer', isPending: false });
    const after = await createOffer(t, seller, group.id, { productId: product.id });
    expect(after.producer).toMatchObject({ id: farmer.id });

    await ok(t, farmer, 'POST', `/api/Dealer/${request.id}/Decline`);
    const hidden = await ok<ProductResponse>(t, seller, 'GET', `/api/Product/${product.id}`);
    expect(hidden.producer).toMatchObject({ name: farmer.email, isPending: true, userId: null });
    const later = await createOffer(t, seller, group.id, { productId: product.id });
    expect(later.producer).toBeNull();
    const offers = await ok<OfferResponse[]>(t, farmer, 'GET', '/api/DealerOffer?limit=100');
    expect(offers.map((offer) => offer.id)).toEqual([after.id]);
  });
});

describe('connection lists and removal', () => {
  it('sorts and pages my producers, requests first on the producer’s side', async () => {
    const sorter = await createUser(t, { username: 'sorter', name: 'Sorter' });
    const bea = await createUser(t, { username: 'bea', name: 'Bea' });
    const aron = await createUser(t, { username: 'aron', name: 'Áron' });
    await connectProducer(t, sorter, bea);
    await connectProducer(t, sorter, aron);
    const newest = await ok<ProducerConnection[]>(t, sorter, 'GET', '/api/Producer');
    expect(newest.map((c) => c.producer?.name)).toEqual(['Áron', 'Bea']);
    const byName = await ok<ProducerConnection[]>(
      t,
      sorter,
      'GET',
      '/api/Producer?sortBy=name&limit=1&skip=1',
    );
    expect(byName.map((c) => c.producer?.name)).toEqual(['Áron']);

    const later = await createUser(t, { username: 'later', name: 'Later Dealer' });
    await addProducer(t, later, bea.email);
    const theirs = await dealers(bea);
    expect(theirs.map((c) => [c.dealer.name, c.status])).toEqual([
      ['Later Dealer', 'requested'],
      ['Sorter', 'accepted'],
    ]);
  });

  it('lets either side remove a connection, and nobody else', async () => {
    const seller = await createUser(t, { username: 'seller', name: 'Seller' });
    const stranger = await createUser(t, { username: 'stranger', name: 'Stranger' });
    const first = await connectProducer(t, seller, producer);
    expect((await call(t, stranger, 'DELETE', `/api/Producer/${first.id}`)).statusCode).toBe(403);
    await ok(t, producer, 'DELETE', `/api/Producer/${first.id}`);
    expect((await dealers(producer)).map((c) => c.id)).not.toContain(first.id);
    expect(await producers(seller)).toEqual([]);

    // The producer may also remove a request they have not answered.
    const second = await addProducer(t, seller, producer.email);
    await ok(t, producer, 'DELETE', `/api/Producer/${second.id}`);
    const third = await addProducer(t, seller, producer.email);
    await ok(t, seller, 'DELETE', `/api/Producer/${third.id}`);
    expect((await call(t, seller, 'DELETE', `/api/Producer/${third.id}`)).statusCode).toBe(404);
  });
});
