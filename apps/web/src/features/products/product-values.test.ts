import { describe, expect, it } from 'vitest';
import { noProducer, productBodyOf } from './product-values';

describe('productBodyOf', () => {
  const values = {
    name: '  Alma ',
    tags: 'gyümölcs',
    description: '',
    link: '',
    unit: 1,
    measure: 'kg',
    price: 500,
    stock: null,
  };

  it('trims texts, and an empty stock is not tracked', () => {
    expect(productBodyOf({ ...values, producerId: 'p1' })).toMatchObject({
      name: 'Alma',
      producerId: 'p1',
      stock: null,
      price: 500,
    });
  });

  it('sends no producer for "No source" or none chosen', () => {
    expect(productBodyOf({ ...values, producerId: noProducer }).producerId).toBeNull();
    expect(productBodyOf({ ...values, producerId: '' }).producerId).toBeNull();
    expect(productBodyOf(values).producerId).toBeNull();
  });

  it('sends 0 for a missing unit or price, and a stock as it is', () => {
    const body = productBodyOf({ ...values, unit: null, price: null, stock: 7 });
    expect(body).toMatchObject({ unit: 0, price: 0, stock: 7 });
  });
});
