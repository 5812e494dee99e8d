import type { ProductResponse } from '@kozos/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupsTestApp, call, createGroup, ok } from '../../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../../test/identity';
import { addProducer, connectProducer, createOffer, createProduct } from '../../test/market';

let t: IdentityTestApp;
let dealer: TestUser;
let other: TestUser;
let producer: TestUser;
let groupId: string;

beforeAll(async () => {
  t = await buildGroupsTestApp();
  dealer = await createUser(t, { username: 'dealer', name: 'Dénes Dealer' });
  other = await createUser(t, { username: 'other', name: 'Olga' });
  producer = await createUser(t, { username: 'producer', name: 'Piroska Termelő' });
  groupId = (await createGroup(t, dealer, { members: [other] })).id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/Product', () => {
  it("creates a product with spec §7's payload and answers it to its owner", async () => {
    const connection = await connectProducer(t, dealer, producer);
    const product = await createProduct(t, dealer, {
      name: '  Tönkölyliszt ',
      tags: 'system.food; liszt ;system.food',
      description: 'Kőmalmi',
      link: 'https://malom.example.org/liszt',
      producerId: connection.id,
      unit: 1,
      measure: 'zsák (5 kg)',
      price: 0,
    });
    expect(product).toMatchObject({
      name: 'Tönkölyliszt',
      tags: 'system.food;liszt',
      description: 'Kőmalmi',
      link: 'https://malom.example.org/liszt',
      producerId: connection.id,
      producer: {
        connectionId: connection.id,
        userId: producer.id,
        name: 'Piroska Termelő',
        isPending: false,
      },
      unit: 1,
      measure: 'zsák (5 kg)',
      price: 0,
      stock: null,
      offerCount: 0,
    });
    expect(await ok(t, dealer, 'GET', `/api/Product/${product.id}`)).toEqual(product);
  });

  it('asks for name, unit, measure and price, and checks each (spec §5)', async () => {
    const empty = await call(t, dealer, 'POST', '/api/Product', {});
    expect(empty.statusCode).toBe(400);
    const { errors } = empty.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['measure', 'name', 'price', 'unit']);

    const bad = await call(t, dealer, 'POST', '/api/Product', {
      name: 'x',
      unit: 0,
      measure: 'a'.repeat(21),
      price: -1,
      stock: -2,
      link: 'javascript:alert(1)',
      tags: 'a;b;c;d;e;f;g;h;i;j;k',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      unit: ['value_must_be_greater_than_zero'],
      measure: ['must be a string with a maximum length of 20'],
      price: ['cant_be_negative'],
      stock: ['cant_be_negative'],
      link: ['invalid_value'],
      tags: ['invalid_value'],
    });
    const fraction = await call(t, dealer, 'POST', '/api/Product', {
      name: 'x',
      unit: 1.5,
      measure: 'kg',
      price: 10.5,
    });
    expect(Object.keys(fraction.json<{ errors: object }>().errors).sort()).toEqual([
      'price',
      'unit',
    ]);
  });

  it("refuses a producer that is not one of the owner's connections", async () => {
    const theirs = await connectProducer(t, other, producer);
    const response = await call(t, dealer, 'POST', '/api/Product', {
      name: 'Méz',
      unit: 1,
      measure: 'kg',
      price: 100,
      producerId: theirs.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { producerId: ['unknown_producer'] } });
  });
});

describe('reading and changing products', () => {
  it("shows products only to their owner: someone else's is 403, a missing one 404", async () => {
    const product = await createProduct(t, dealer);
    expect((await call(t, other, 'GET', `/api/Product/${product.id}`)).statusCode).toBe(403);
    const mine = await ok<ProductResponse[]>(t, other, 'GET', '/api/Product?limit=100');
    expect(mine.map((p) => p.id)).not.toContain(product.id);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(t, dealer, 'GET', `/api/Product/${missing}`)).statusCode).toBe(404);
    expect(
      (await call(t, other, 'PATCH', `/api/Product/${product.id}`, { price: 1 })).statusCode,
    ).toBe(403);
    expect((await call(t, other, 'DELETE', `/api/Product/${product.id}`)).statusCode).toBe(403);
  });

  it('edits any subset; null stock stops tracking, null producer means No source', async () => {
    const connection = await addProducer(t, dealer, `edit-${Date.now()}@example.org`);
    const product = await createProduct(t, dealer, { stock: 5, producerId: connection.id });
    expect(product.producer).toMatchObject({ isPending: true, userId: null });
    const edited = await ok<ProductResponse>(t, dealer, 'PATCH', `/api/Product/${product.id}`, {
      price: 1500,
      measure: 'üveg',
    });
    expect(edited).toMatchObject({
      price: 1500,
      measure: 'üveg',
      stock: 5,
      producerId: connection.id,
    });
    const cleared = await ok<ProductResponse>(t, dealer, 'PATCH', `/api/Product/${product.id}`, {
      stock: null,
      producerId: null,
      link: '',
    });
    expect(cleared).toMatchObject({ stock: null, producerId: null, producer: null, link: null });
  });

  it('lists my products with search, tags, sort and paging', async () => {
    const seller = await createUser(t, { username: 'seller', name: 'Seller' });
    await createProduct(t, seller, { name: 'Körte', tags: 'system.food', price: 300 });
    await createProduct(t, seller, { name: 'Alma', tags: 'system.food;gyümölcs', price: 200 });
    await createProduct(t, seller, { name: 'Kapa', tags: 'system.tool', price: 5000 });
    const names = async (query: string) =>
      (await ok<ProductResponse[]>(t, seller, 'GET', `/api/Product?${query}`)).map((p) => p.name);
    expect(await names('')).toEqual(['Kapa', 'Alma', 'Körte']);
    expect(await names('sortBy=name')).toEqual(['Alma', 'Kapa', 'Körte']);
    expect(await names('sortBy=price&order=desc')).toEqual(['Kapa', 'Körte', 'Alma']);
    expect(await names('search=korte')).toEqual(['Körte']);
    expect(await names('tags=system.food&sortBy=name')).toEqual(['Alma', 'Körte']);
    expect(await names('tags=system.food;gyümölcs')).toEqual(['Alma']);
    expect(await names('sortBy=name&limit=2&skip=2')).toEqual(['Körte']);
  });
});

describe('DELETE /api/Product/{id}', () => {
  it('is refused with 409 product_has_offers while an offer of it exists', async () => {
    const product = await createProduct(t, dealer);
    const offer = await createOffer(t, dealer, groupId, { productId: product.id });
    expect(
      (await ok<ProductResponse>(t, dealer, 'GET', `/api/Product/${product.id}`)).offerCount,
    ).toBe(1);
    const refused = await call(t, dealer, 'DELETE', `/api/Product/${product.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'product_has_offers' });
    await ok(t, dealer, 'DELETE', `/api/Offer/${offer.id}`);
    await ok(t, dealer, 'DELETE', `/api/Product/${product.id}`);
    expect((await call(t, dealer, 'GET', `/api/Product/${product.id}`)).statusCode).toBe(404);
  });

  it('keeps a product when its producer connection is removed, without the link', async () => {
    const connection = await addProducer(t, dealer, `gone-${Date.now()}@example.org`);
    const product = await createProduct(t, dealer, { producerId: connection.id });
    await ok(t, dealer, 'DELETE', `/api/Producer/${connection.id}`);
    const kept = await ok<ProductResponse>(t, dealer, 'GET', `/api/Product/${product.id}`);
    expect(kept).toMatchObject({ id: product.id, producerId: null, producer: null });
  });
});
