import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferStatus } from '@kozos/contract';
import { createI18n } from '@/lib/i18n';
import { OfferBadges } from './offer-badges';

const priced = { price: 1200, availableAmount: 5 };
const soldOut = { price: 1200, availableAmount: 0 };
const freeGone = { price: 0, availableAmount: 0 };

function badgesOf(
  offer: { price: number; availableAmount: number },
  status: OfferStatus,
  outdated?: boolean,
  language: 'en' | 'hu' = 'en',
): string[] {
  const { container } = render(
    <I18nextProvider i18n={createI18n(language)}>
      <OfferBadges offer={offer} status={status} outdated={outdated} />
    </I18nextProvider>,
  );
  return Array.from(container.querySelectorAll('span'), (badge) => badge.textContent ?? '');
}

afterEach(cleanup);

// Issue 23.3: a sold-out offer said "Open for orders" and "Sold out" side by side.
describe('the offer badge', () => {
  it('is one badge chosen by state: an open offer with nothing left is only Sold out', () => {
    expect(badgesOf(priced, 'active')).toEqual(['Open for orders']);
    expect(badgesOf(soldOut, 'active')).toEqual(['Sold out']);
    expect(badgesOf(freeGone, 'active')).toEqual(['Out of stock']);
    expect(badgesOf(soldOut, 'active', false, 'hu')).toEqual(['Elfogyott']);
  });

  it('names a closed offer by its state, whatever is left of it', () => {
    expect(badgesOf(soldOut, 'deadline_passed')).toEqual(['Deadline passed']);
    expect(badgesOf(priced, 'archived')).toEqual(['Archived']);
  });

  it('calls a closed offer Outdated in the market with past offers hidden, an open one not', () => {
    expect(badgesOf(soldOut, 'deadline_passed', true)).toEqual(['Outdated']);
    expect(badgesOf(priced, 'active', true)).toEqual(['Open for orders']);
    expect(badgesOf(soldOut, 'active', true)).toEqual(['Sold out']);
  });
});
