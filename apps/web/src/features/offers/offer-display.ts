import { offerStatusOf, type OfferResponse, type OfferStatus } from '@kozos/contract';

/** What buyers have ordered so far: the total minus what is still available. */
export function orderedOf(offer: Pick<OfferResponse, 'totalAmount' | 'availableAmount'>): number {
  return Math.max(0, offer.totalAmount - offer.availableAmount);
}

/**
 * The edit screen's address (spec §2): the ordered amount, unit and measure travel in the query
 * so the amount's label can name its minimum before anything loads.
 */
export function offerEditPath(offer: OfferResponse): string {
  const query = new URLSearchParams({
    orderedAmount: String(orderedOf(offer)),
    unit: String(offer.unit),
    measure: offer.measure,
  });
  return `/offers/${offer.id}/edit?${query.toString()}`;
}

export function statusOf(
  offer: Pick<OfferResponse, 'orderDeadline' | 'delivery'>,
  now = new Date(),
): OfferStatus {
  return offerStatusOf(offer, now);
}

export const isFree = (offer: Pick<OfferResponse, 'price'>): boolean => offer.price === 0;
export const isSoldOut = (offer: Pick<OfferResponse, 'availableAmount'>): boolean =>
  offer.availableAmount <= 0;

/** What an offer card says about its state: one badge, never two that contradict (#23.3). */
export type OfferBadge = OfferStatus | 'outdated' | 'sold_out' | 'out_of_stock';

/**
 * Spec §4: the state in words. A closed offer's state outranks its stock (nothing can be ordered
 * either way); with hidePast on, the market calls a closed offer Outdated; an open offer with
 * nothing left is Sold out, or Out of stock when it is free.
 */
export function offerBadgeOf(
  offer: Pick<OfferResponse, 'price' | 'availableAmount'>,
  status: OfferStatus,
  outdated = false,
): OfferBadge {
  if (status !== 'active') return outdated ? 'outdated' : status;
  if (isSoldOut(offer)) return isFree(offer) ? 'out_of_stock' : 'sold_out';
  return 'active';
}
