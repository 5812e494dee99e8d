import type { OfferResponse } from '@kozos/contract';
import { describe, expect, it } from 'vitest';
import { offerBadgeOf, offerEditPath, orderedOf } from './offer-display';

describe('offerBadgeOf', () => {
  const offer = (price: number, availableAmount: number) => ({ price, availableAmount });

  it('lets a closed offer state outrank its stock', () => {
    expect(offerBadgeOf(offer(100, 0), 'deadline_passed')).toBe('deadline_passed');
    expect(offerBadgeOf(offer(100, 0), 'archived')).toBe('archived');
    expect(offerBadgeOf(offer(100, 3), 'archived', true)).toBe('outdated');
  });

  it('calls an open offer with nothing left sold out, or out of stock when free', () => {
    expect(offerBadgeOf(offer(100, 0), 'active')).toBe('sold_out');
    expect(offerBadgeOf(offer(0, 0), 'active')).toBe('out_of_stock');
    expect(offerBadgeOf(offer(0, 1), 'active', true)).toBe('active');
  });
});

describe('the edit address', () => {
  it('carries the ordered amount (never below 0), unit and measure', () => {
    expect(orderedOf({ totalAmount: 10, availableAmount: 4 })).toBe(6);
    expect(orderedOf({ totalAmount: 3, availableAmount: 5 })).toBe(0);
    const offer = {
      id: 'o1',
      totalAmount: 10,
      availableAmount: 4,
      unit: 2,
      measure: 'kg & g',
    } as OfferResponse;
    expect(offerEditPath(offer)).toBe('/offers/o1/edit?orderedAmount=6&unit=2&measure=kg+%26+g');
  });
});
