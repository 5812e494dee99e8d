import { describe, expect, it } from 'vitest';
import { rules, validateValues } from './validation';

describe('validateValues', () => {
  it('keeps the first failing rule per field', () => {
    const failures = validateValues(
      { name: '', price: -1, unit: 0, email: 'nope', title: 'x'.repeat(5) },
      {
        name: [rules.required(), rules.maxLength(3)],
        price: [rules.required(), rules.notNegative()],
        unit: [rules.greaterThanZero()],
        email: [rules.email()],
        title: [rules.maxLength(3)],
      },
    );
    expect(failures).toEqual({
      name: { key: 'validation.required' },
      price: { key: 'validation.cant_be_negative' },
      unit: { key: 'validation.value_must_be_greater_than_zero' },
      email: { key: 'validation.invalid_email' },
      title: { key: 'validation.max_length', values: { maxLength: 3 } },
    });
  });

  it('checks deadlines against now and against another field', () => {
    const now = () => Date.parse('2026-01-01T12:00:00Z');
    const values = { deadline: '2025-12-31T10:00:00Z', time: '2025-12-30T10:00:00Z' };
    expect(
      validateValues(values, {
        deadline: [rules.inFuture({ now })],
        time: [],
      }).deadline,
    ).toEqual({ key: 'validation.deadline_passed' });
    expect(
      validateValues(values, {
        deadline: [rules.notAfter('time', 'validation.application_deadline_after_event')],
      }).deadline,
    ).toEqual({ key: 'validation.application_deadline_after_event' });
  });

  it('passes valid values', () => {
    expect(
      validateValues({ amount: 5 }, { amount: [rules.required(), rules.atLeastOrdered(3)] }),
    ).toEqual({});
    expect(validateValues({ amount: 2 }, { amount: [rules.atLeastOrdered(3)] }).amount?.key).toBe(
      'validation.amount_lower_than_ordered',
    );
  });
});

describe('identity rules', () => {
  it('check a minimum length and a repeated value', () => {
    expect(rules.minLength(6)('12345', {})).toEqual({
      key: 'validation.min_length',
      values: { minLength: 6 },
    });
    expect(rules.minLength(6)('123456', {})).toBeNull();
    const same = rules.sameAs('newPassword', 'validation.passwords_do_not_match');
    expect(same('a', { newPassword: 'b' })?.key).toBe('validation.passwords_do_not_match');
    expect(same('a', { newPassword: 'a' })).toBeNull();
  });
});
