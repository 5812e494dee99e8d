import type { OrderResponse } from '@kozos/contract';
import { describe, expect, it } from 'vitest';
import { cartTotal, groupCart, splitCart } from './cart-groups';

// The browser's zone is Europe/Budapest in these tests (vitest.config.ts): UTC+1 in November.
const dealers = {
  anna: { id: 'd1', name: 'Anna', username: 'anna' },
  bela: { id: 'd2', name: 'Béla', username: 'bela' },
};

let next = 0;
function order(
  delivery: string,
  dealer: OrderResponse['offer']['dealer'],
  total: number,
  fields: Partial<OrderResponse> = {},
): OrderResponse {
  next += 1;
  return {
    id: `r${next}`,
    buyer: { id: 'me', name: 'Me', username: 'me' },
    amount: 1,
    total,
    isFulfilled: false,
    fulfilledTime: null,
    rejection: null,
    evaluation: null,
    buyerIsMember: true,
    date: '2026-11-01T10:00:00.000Z',
    ...fields,
    offer: { delivery, dealer, pickupPlace: null, ...fields.offer } as OrderResponse['offer'],
  };
}

const rejected = { reason: 'Elfagyott', time: '2026-11-20T10:00:00.000Z' };

describe('groupCart', () => {
  it('groups by the delivery day in the browser zone, earliest first, then by dealer', () => {
    const groups = groupCart([
      // 23:30 UTC on the 27th is already the 28th in Budapest.
      order('2026-11-27T23:30:00.000Z', dealers.anna, 500),
      order('2026-11-27T09:00:00.000Z', dealers.bela, 300),
      order('2026-11-27T08:00:00.000Z', dealers.anna, 200),
      order('2026-11-27T09:00:00.000Z', dealers.bela, 100),
    ]);
    expect(groups.map((group) => group.day)).toEqual(['2026-11-27', '2026-11-28']);
    const [first, second] = groups;
    expect(first?.dealers.map((dealer) => dealer.dealerId)).toEqual(['d1', 'd2']);
    expect(first?.dealers.map((dealer) => dealer.total)).toEqual([200, 400]);
    // One pick-up time per distinct delivery instant.
    expect(first?.dealers[1]?.pickUps).toEqual([{ time: '2026-11-27T09:00:00.000Z', place: null }]);
    expect(first?.total).toBe(600);
    expect(second?.total).toBe(500);
    expect(cartTotal(groups)).toBe(1100);
  });

  it('names each pick-up once, a time without a place giving way to the same time with one', () => {
    const at = (place: string | null) =>
      order('2026-11-27T09:00:00.000Z', dealers.anna, 100, {
        offer: { pickupPlace: place } as OrderResponse['offer'],
      });
    const [day] = groupCart([at(null), at('Kossuth u. 12.'), at(null), at('Piac tér 1.')]);
    expect(day?.dealers[0]?.pickUps).toEqual([
      { time: '2026-11-27T09:00:00.000Z', place: 'Kossuth u. 12.' },
      { time: '2026-11-27T09:00:00.000Z', place: 'Piac tér 1.' },
    ]);
  });

  it('counts rejected orders nowhere', () => {
    const groups = groupCart([
      order('2026-11-27T09:00:00.000Z', dealers.anna, 200),
      order('2026-11-27T09:00:00.000Z', dealers.anna, 900, { rejection: rejected }),
      order('2026-11-29T09:00:00.000Z', dealers.bela, 700, { rejection: rejected }),
    ]);
    expect(groups.map((group) => group.day)).toEqual(['2026-11-27']);
    expect(groups[0]?.dealers[0]?.orders).toHaveLength(1);
    expect(cartTotal(groups)).toBe(200);
  });
});

describe('splitCart', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');

  it('sets apart deliveries before today in the browser zone, today included in the coming ones', () => {
    const earlierToday = order('2026-11-25T23:30:00.000Z', dealers.anna, 100); // 00:30 today
    const yesterday = order('2026-11-25T22:30:00.000Z', dealers.anna, 100); // 23:30 yesterday
    const coming = order('2026-11-30T09:00:00.000Z', dealers.bela, 100);
    const split = splitCart([earlierToday, yesterday, coming], now);
    expect(split.coming.map((entry) => entry.id)).toEqual([earlierToday.id, coming.id]);
    expect(split.earlier.map((entry) => entry.id)).toEqual([yesterday.id]);
  });

  it('leaves rejected orders out of both parts', () => {
    const split = splitCart(
      [
        order('2026-11-20T09:00:00.000Z', dealers.anna, 100, { rejection: rejected }),
        order('2026-11-30T09:00:00.000Z', dealers.anna, 100, { rejection: rejected }),
        order('2026-11-30T09:00:00.000Z', dealers.bela, 100),
      ],
      now,
    );
    expect(split.earlier).toEqual([]);
    expect(split.coming).toHaveLength(1);
    expect(split.coming[0]?.offer.dealer.id).toBe('d2');
  });
});
