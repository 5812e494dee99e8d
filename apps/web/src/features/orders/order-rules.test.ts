import type { OrderResponse } from '@kozos/contract';
import { describe, expect, it } from 'vitest';
import { validateValues } from '@/lib/validation';
import {
  amountOf,
  amountRules,
  canEvaluate,
  evaluationClosesAt,
  isBeforeDeadline,
  orderStateOf,
  purchasePath,
} from './order-rules';

const now = new Date('2026-11-26T12:00:00.000Z');

function order(fields: Partial<OrderResponse> = {}, offer: object = {}): OrderResponse {
  return {
    id: 'r1',
    buyer: { id: 'me', name: 'Me', username: 'me' },
    amount: 1,
    total: 100,
    isFulfilled: false,
    fulfilledTime: null,
    rejection: null,
    evaluation: null,
    buyerIsMember: true,
    date: '2026-11-01T10:00:00.000Z',
    ...fields,
    offer: {
      orderDeadline: '2026-11-27T12:00:00.000Z',
      delivery: '2026-11-28T12:00:00.000Z',
      ...offer,
    } as OrderResponse['offer'],
  };
}

describe('isBeforeDeadline', () => {
  it('holds strictly before the order deadline only', () => {
    const offer = { orderDeadline: now.toISOString(), delivery: '2026-11-28T12:00:00.000Z' };
    expect(isBeforeDeadline(offer, new Date(now.getTime() - 1))).toBe(true);
    expect(isBeforeDeadline(offer, now)).toBe(false);
  });
});

describe('orderStateOf', () => {
  it('puts rejected before fulfilled, fulfilled before the deadline', () => {
    const rejection = { reason: 'Elfagyott', time: '2026-11-20T10:00:00.000Z' };
    expect(orderStateOf(order({ rejection, isFulfilled: true }), now)).toBe('rejected');
    expect(orderStateOf(order({ isFulfilled: true }), now)).toBe('fulfilled');
    expect(orderStateOf(order(), now)).toBe('open');
    expect(orderStateOf(order({}, { orderDeadline: '2026-11-26T11:59:59.000Z' }), now)).toBe(
      'closed',
    );
  });
});

describe('evaluation window', () => {
  const fulfilled = order({ isFulfilled: true, fulfilledTime: '2026-11-10T08:00:00.000Z' });

  it('closes a month after fulfilment, and is not open before it', () => {
    expect(evaluationClosesAt(fulfilled)?.toISOString()).toBe('2026-12-10T08:00:00.000Z');
    expect(evaluationClosesAt(order())).toBeNull();
    expect(evaluationClosesAt(order({ isFulfilled: true }))).toBeNull();
  });

  it('lets a buyer evaluate until the window closes, not at its end', () => {
    expect(canEvaluate(fulfilled, now)).toBe(true);
    expect(canEvaluate(fulfilled, new Date('2026-12-10T07:59:59.999Z'))).toBe(true);
    expect(canEvaluate(fulfilled, new Date('2026-12-10T08:00:00.000Z'))).toBe(false);
    expect(canEvaluate(order(), now)).toBe(false);
  });
});

describe('the amount field', () => {
  it('takes a positive whole number up to what is left', () => {
    const check = (amount: number | null) => validateValues({ amount }, amountRules(5)).amount;
    expect(check(5)).toBeUndefined();
    expect(check(6)).toEqual({ key: 'orders.amount_over', values: { max: 5 } });
    expect(check(0)).toBeDefined();
    expect(check(null)).toBeDefined();
  });

  it('counts only whole positive numbers in the running total', () => {
    expect(amountOf('3')).toBe(3);
    expect(amountOf('2.5')).toBe(0);
    expect(amountOf('-1')).toBe(0);
    expect(amountOf('')).toBe(0);
    expect(amountOf('x')).toBe(0);
  });
});

it('links the purchase screen of an order, its id encoded', () => {
  expect(purchasePath('a b/c')).toBe('/purchase?id=a%20b%2Fc');
});
