import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CreateGroupBody,
  CreatePostBody,
  CreateProductBody,
  Email,
  maxAmount,
  maxPrice,
  maxLinkLength,
  maxPostTitleLength,
  PatchUserBody,
  Username,
} from '@kozos/contract';
import { createI18n } from './i18n';
import { maxLengthOf, ruleOf, rulesOf } from './schema-rules';
import { validateValues } from './validation';

describe('rules read off a contract body', () => {
  const postRules = rulesOf(CreatePostBody.omit({ tags: true }));

  it('asks for a required field and lets an optional one stay empty', () => {
    const failures = validateValues(
      { groupId: '', title: '   ', description: '', link: '' },
      postRules,
    );
    expect(failures).toEqual({
      groupId: { key: 'validation.required' },
      title: { key: 'validation.required' },
    });
  });

  it('names the contract’s limit when a title is too long', () => {
    const title = 'x'.repeat(maxPostTitleLength + 1);
    expect(validateValues({ title }, { title: postRules.title ?? [] }).title).toEqual({
      key: 'validation.max_length',
      values: { maxLength: maxPostTitleLength },
    });
    expect(
      validateValues({ title: 'x'.repeat(maxPostTitleLength) }, { title: postRules.title ?? [] }),
    ).toEqual({});
  });

  it('shows the link rule’s own message for a link that is not http(s)', () => {
    const link = postRules.link ?? [];
    expect(validateValues({ link: 'javascript:alert(1)' }, { link })).toEqual({
      link: { key: 'validation.invalid_link' },
    });
    expect(validateValues({ link: 'https://example.hu' }, { link })).toEqual({});
  });

  it('treats a field as required when the form asks for it although the PATCH body does not', () => {
    const optional = rulesOf(PatchUserBody.pick({ currency: true }));
    const required = rulesOf(PatchUserBody.pick({ currency: true }).required());
    expect(validateValues({ currency: '' }, optional)).toEqual({});
    expect(validateValues({ currency: '' }, required).currency?.key).toBe('validation.required');
  });

  it('asks for a whole number when an amount or price is a fraction or unreadable', () => {
    const price = rulesOf(CreateProductBody.pick({ price: true })).price ?? [];
    expect(validateValues({ price: 2.5 }, { price })).toEqual({
      price: { key: 'validation.whole_number' },
    });
    expect(validateValues({ price: Number.NaN }, { price })).toEqual({
      price: { key: 'validation.whole_number' },
    });
    expect(validateValues({ price: 3 }, { price })).toEqual({});
  });

  it('maps an invalid e-mail address to its message', () => {
    expect(ruleOf(Email)('nope', {})).toEqual({ key: 'validation.invalid_email' });
    expect(ruleOf(Email)('anna@example.hu', {})).toBeNull();
  });

  it('falls back to the generic message for an issue without a message key', () => {
    expect(ruleOf(z.string().regex(/^\d+$/))('abc', {})).toEqual({
      key: 'validation.invalid_value',
    });
  });
});

describe('number rules', () => {
  it('name a negative price and a zero unit as the server does (spec §5)', () => {
    const rules = rulesOf(CreateProductBody.pick({ unit: true, price: true, stock: true }));
    expect(validateValues({ unit: 0, price: -1, stock: -5 }, rules)).toEqual({
      unit: { key: 'validation.value_must_be_greater_than_zero' },
      price: { key: 'validation.cant_be_negative' },
      stock: { key: 'validation.cant_be_negative' },
    });
    expect(validateValues({ unit: null, price: null, stock: null }, rules)).toEqual({
      unit: { key: 'validation.required' },
      price: { key: 'validation.required' },
    });
  });
});

describe('the username rule', () => {
  const check = ruleOf(Username);
  const samples = ['anna.k_2-b', 'Árvíztűrő', 'ab', 'a'.repeat(31), 'anna k', ' anna ', 'a@b'];

  it('accepts exactly what the contract accepts', () => {
    for (const sample of samples) {
      expect(check(sample, {}) === null, sample).toBe(Username.safeParse(sample).success);
    }
  });

  it('names the contract’s limits and its own message', () => {
    expect(check('ab', {})).toEqual({
      key: 'validation.min_length',
      values: { minLength: Username.minLength ?? 0 },
    });
    expect(check('a'.repeat(31), {})).toEqual({
      key: 'validation.max_length',
      values: { maxLength: Username.maxLength ?? 0 },
    });
    expect(check('anna k', {})).toEqual({ key: 'validation.invalid_username' });
  });
});

describe('maxLengthOf', () => {
  it('reads the limit through optional, nullable and piped schemas', () => {
    expect(maxLengthOf(CreateGroupBody.shape.name)).toBe(100);
    expect(maxLengthOf(CreatePostBody.shape.link)).toBe(maxLinkLength);
    expect(maxLengthOf(CreatePostBody.shape.link.nullable())).toBe(maxLinkLength);
    expect(maxLengthOf(Email)).toBe(254);
    expect(maxLengthOf(z.number())).toBeUndefined();
  });
});

// Issue 23.10: a number over its maximum said only "Invalid value".
describe('a number above its maximum', () => {
  const productRules = rulesOf(CreateProductBody);

  it('names the highest price, as money (the contract marks Price as forints)', () => {
    expect(validateValues({ price: maxPrice + 1 }, { price: productRules.price ?? [] })).toEqual({
      price: { key: 'validation.max_price', values: { max: maxPrice } },
    });
  });

  it('names the highest amount as a number', () => {
    expect(validateValues({ stock: maxAmount + 1 }, { stock: productRules.stock ?? [] })).toEqual({
      stock: { key: 'validation.max_value', values: { max: maxAmount } },
    });
  });

  it('reads the maximum as money or a grouped number in both languages', () => {
    const en = createI18n('en').t;
    const hu = createI18n('hu').t;
    expect(en('validation.max_price', { max: maxPrice })).toBe(
      'It can be at most 100,000,000\u00a0ft',
    );
    expect(hu('validation.max_price', { max: maxPrice }).replace(/\s/g, ' ')).toBe(
      'Legfeljebb 100 000 000 ft lehet',
    );
    expect(hu('validation.max_value', { max: maxAmount }).replace(/\s/g, ' ')).toBe(
      'Legfeljebb 1 000 000 lehet',
    );
  });
});
