import { z } from 'zod';
import { listQueryWithSort } from './api';
import { EventLocation } from './events';
import { UserSummary } from './groups';
import { PositiveAmount, Price } from './products';
import { text } from './text';
import { Instant } from './time';
import { PhotoRefList } from './photos';

/*
 * Spec §3 Offer: one of a dealer's products put into one of their groups. What the card and the
 * search show of the product (name, tags, description, unit, measure) is copied when the offer is
 * made, so editing the product does not change a running offer (decision 073). Amounts are
 * order units; `availableAmount` is `totalAmount` minus what is ordered, never negative.
 */

/** What an offer keeps of its product. */
export const OfferProduct = z.object({
  id: text(),
  name: text(),
  tags: text(),
  description: text(),
  /** The product's photos when the offer was made (issue 25, decision 073). */
  photos: PhotoRefList,
});
export type OfferProduct = z.infer<typeof OfferProduct>;

/**
 * An offer as its readers see it: the group's members, in the market, the feeds and the search.
 * `purchaseTime` is the dealer's own (spec §3): present only in the dealer's responses.
 */
export const OfferResponse = z.object({
  id: text(),
  group: z.object({ id: text(), name: text() }),
  dealer: UserSummary,
  /** The product's producer when the offer was made, if they had a verified account. */
  producer: UserSummary.nullable(),
  product: OfferProduct,
  /** Forints per order unit; 0 is a free offer. */
  price: z.number().int(),
  /** How much of `measure` one order unit holds ("50 dkg"). */
  unit: z.number().int(),
  measure: text(),
  orderDeadline: z.iso.datetime(),
  delivery: z.iso.datetime(),
  /** Where buyers collect the goods at the delivery time ("Kossuth u. 12."); null when not given. */
  pickupPlace: text().nullable(),
  /** When the dealer buys from the source: only in the dealer's own responses. */
  purchaseTime: z.iso.datetime().nullable().optional(),
  totalAmount: z.number().int(),
  availableAmount: z.number().int(),
  creationTime: z.iso.datetime(),
  /** Comments under the offer (issue 26), deleted ones not counted. */
  commentCount: z.number().int(),
  /**
   * Hidden by an admin after a report (decision 205), and why: only its author reads a hidden
   * item at all, so the key is there for them alone; absent while it is visible.
   */
  hiddenReason: text().optional(),
});
export type OfferResponse = z.infer<typeof OfferResponse>;

/** `/dealeroffer` row: a dealer's offer of a producer's product, with what has been ordered. */
export const DealerOfferResponse = OfferResponse.omit({ purchaseTime: true }).extend({
  orderedAmount: z.number().int(),
});
export type DealerOfferResponse = z.infer<typeof DealerOfferResponse>;

/** `POST /api/Offer`. */
export const CreateOfferBody = z.object({
  productId: z.uuid(),
  groupId: z.uuid(),
  /** Forints per order unit; left out: the product's price. */
  price: Price.optional(),
  orderDeadline: Instant,
  /** When the dealer buys from the source; optional (a free offer has none). */
  purchaseTime: Instant.nullable().optional(),
  delivery: Instant,
  /** Where to collect the goods; one line, as an event's place. Empty or left out: none. */
  pickupPlace: EventLocation.nullable().optional(),
  totalAmount: PositiveAmount,
  /**
   * Spec §5: when the product's producer is a member of the group, the first attempt answers 409
   * `producer_in_group` and the client asks "continue?" before sending this as true.
   */
  producerInGroupConfirmed: z.boolean().optional(),
});
export type CreateOfferBody = z.infer<typeof CreateOfferBody>;

/**
 * `PATCH /api/Offer` (spec §7): the dealer changes the amount on offer and/or the pick-up place
 * (null or empty: none), until the order deadline (decision 077). A field left out stays.
 */
export const PatchOfferBody = z.object({
  id: z.uuid(),
  totalAmount: PositiveAmount.optional(),
  pickupPlace: EventLocation.nullable().optional(),
});
export type PatchOfferBody = z.infer<typeof PatchOfferBody>;

export const offerSortFields = [
  'creationTime',
  'orderDeadline',
  'delivery',
  'price',
  'name',
] as const;
export type OfferSortField = (typeof offerSortFields)[number];

/**
 * `GET /api/Offer` (the market of my groups), `GET /api/Offer/Mine` and `GET /api/DealerOffer`:
 * spec §7's list query; `hidePast=true` leaves out offers whose delivery has passed (decision 074).
 */
export const OfferListQuery = listQueryWithSort(offerSortFields).extend({
  hidePast: z.enum(['true', 'false']).optional(),
});
export type OfferListQuery = z.infer<typeof OfferListQuery>;

/** The amount an offer can still take: never negative, even if the numbers disagree. */
export function availableOf(offer: { totalAmount: number; orderedAmount: number }): number {
  return Math.max(0, offer.totalAmount - offer.orderedAmount);
}

/** Spec §4: active until the order deadline, then deadline passed, archived after delivery. */
export type OfferStatus = 'active' | 'deadline_passed' | 'archived';

export function offerStatusOf(
  offer: Pick<OfferResponse, 'orderDeadline' | 'delivery'>,
  now: Date = new Date(),
): OfferStatus {
  if (Date.parse(offer.delivery) <= now.getTime()) return 'archived';
  if (Date.parse(offer.orderDeadline) <= now.getTime()) return 'deadline_passed';
  return 'active';
}
