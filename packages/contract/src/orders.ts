import { z } from 'zod';
import { ListQuery, listQueryWithSort } from './api';
import { UserSummary } from './groups';
import { OfferResponse } from './offers';
import { PositiveAmount } from './products';
import { TimeZone } from './events';
import { text } from './text';

/*
 * Spec §3 Order, §4 sales, issue 13: a member's order from an offer of their group. One order per
 * buyer and offer (ordering again adds to it). Amounts are order units; `total` is
 * `amount × offer.price` in whole forints. Stock is taken from the offer in the database
 * (decision 070): `offer.availableAmount` never goes below 0.
 *
 * An order is open until the dealer confirms completion and payment (`isFulfilled`, which the
 * dealer can undo) or rejects it for force majeure (`rejection`, final; before the order
 * deadline its units go back to the offer). Rejected orders stay, so the buyer can read why, but
 * count nowhere: not in stock, sale lists' totals, the CSV or producer reports.
 */

/** Message keys of the order refusals, answered as `message` and translated as `message.<key>`. */
export const orderMessages = {
  /** Spec §5 "the deadline has expired": ordering or changing after the order deadline. */
  deadlineExpired: 'deadline_expired',
  /** Not enough left on the offer (0 left: sold out). */
  soldOut: 'sold_out',
  notEnoughAvailable: 'not_enough_available',
  /** The dealer cannot order from their own offer. */
  ownOffer: 'cannot_order_own_offer',
  /** Spec §5: a fulfilled order cannot be deleted (nor changed). */
  orderFulfilled: 'order_fulfilled',
  /** A rejected order is final. */
  orderRejected: 'order_rejected',
  /** Evaluating needs a fulfilled order… */
  orderNotFulfilled: 'order_not_fulfilled',
  /** …and is open for one month after completion (spec §4, §9). */
  evaluationClosed: 'evaluation_closed',
  /** The buyer left or was removed from the offer's group: cancel only (decision 081). */
  buyerNotMember: 'order_buyer_not_member',
} as const;

/** Spec §4: the buyer may evaluate for one month after completion. */
export const evaluationWindowMonths = 1;

export const Rating = z.number().int().min(1).max(5);
export const EvaluationComment = text().trim().max(1000);
export const RejectionReason = text().trim().min(1).max(500);

export const OrderEvaluation = z.object({
  rating: Rating,
  comment: text(),
  time: z.iso.datetime(),
});
export type OrderEvaluation = z.infer<typeof OrderEvaluation>;

export const OrderRejection = z.object({
  reason: text(),
  time: z.iso.datetime(),
});
export type OrderRejection = z.infer<typeof OrderRejection>;

/** An order as its buyer sees it (`GET /api/Order`, `/api/Order/{id}`: the cart and /purchase). */
export const OrderResponse = z.object({
  id: text(),
  offer: OfferResponse,
  buyer: UserSummary,
  /** Order units. */
  amount: z.number().int(),
  /** Forints: amount × offer.price. */
  total: z.number().int(),
  isFulfilled: z.boolean(),
  /** When the dealer confirmed completion and payment (the evaluation month starts here). */
  fulfilledTime: z.iso.datetime().nullable(),
  rejection: OrderRejection.nullable(),
  evaluation: OrderEvaluation.nullable(),
  /** When the order was placed (spec §3 "date"). */
  date: z.iso.datetime(),
  /**
   * False once the buyer has left or was removed from the offer's group: the order can still be
   * read, deleted (before the deadline) and evaluated, but its amount no longer changes
   * (decision 081).
   */
  buyerIsMember: z.boolean(),
});
export type OrderResponse = z.infer<typeof OrderResponse>;

/** `POST /api/Order`: ordering again from the same offer adds to the existing order. */
export const CreateOrderBody = z.object({
  offerId: z.uuid(),
  amount: PositiveAmount,
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;

/** `PATCH /api/Order/{id}`: the buyer changes the amount, before the deadline. */
export const PatchOrderBody = z.object({ amount: PositiveAmount });
export type PatchOrderBody = z.infer<typeof PatchOrderBody>;

export const orderStates = ['open', 'fulfilled', 'rejected', 'all'] as const;
export type OrderState = (typeof orderStates)[number];

/** How `GET /api/Order` is ordered: by delivery (the cart) or by when I ordered (the history). */
export const orderSorts = ['delivery', 'date'] as const;
export type OrderSort = (typeof orderSorts)[number];

/**
 * `GET /api/Order`: my orders, newest delivery first (`sortBy=date`: newest order first, the
 * purchase history). `state=open` (the cart) leaves out fulfilled and rejected ones; default
 * `all`. `search` matches the product's and the dealer's name, every word as a prefix, accents
 * folded; `offerId` keeps one offer's orders (the offer page's "your order").
 */
export const OrderListQuery = ListQuery.pick({ limit: true, skip: true, search: true }).extend({
  state: z.enum(orderStates).optional(),
  sortBy: z.enum(orderSorts).optional(),
  offerId: z.uuid().optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** `GET /api/Sale`: one of the dealer's offers that has orders, with what is left to do. */
export const SaleSummary = z.object({
  offer: OfferResponse,
  /** Orders not rejected. */
  orderCount: z.number().int(),
  /** Of those, not yet fulfilled. */
  toFulfilCount: z.number().int(),
  /** Order units of the orders not rejected. */
  orderedAmount: z.number().int(),
  /** Forints of the orders not rejected. */
  total: z.number().int(),
});
export type SaleSummary = z.infer<typeof SaleSummary>;

/** What `GET /api/Sale` sorts by: the delivery (default), the order deadline, the product's name. */
export const saleSortFields = ['delivery', 'orderDeadline', 'name'] as const;
export type SaleSortField = (typeof saleSortFields)[number];

/**
 * `GET /api/Sale`: paged, searched in the product's name and tags, sorted (#23.10). Without
 * `order` a field sorts in its natural order: delivery ascending, which is "soonest first" — the
 * deliveries still to come from the next one on, then past ones from the latest back (a plain
 * ascending list would open on the oldest sale); the deadline newest first; the name A to Z.
 */
export const SaleListQuery = listQueryWithSort(saleSortFields).pick({
  limit: true,
  skip: true,
  search: true,
  sortBy: true,
  order: true,
});
export type SaleListQuery = z.infer<typeof SaleListQuery>;

/** One line of `/sales/{id}`: the packing and pick-up list. */
export const SaleOrder = z.object({
  id: text(),
  buyer: UserSummary,
  amount: z.number().int(),
  total: z.number().int(),
  isFulfilled: z.boolean(),
  fulfilledTime: z.iso.datetime().nullable(),
  rejection: OrderRejection.nullable(),
  date: z.iso.datetime(),
});
export type SaleOrder = z.infer<typeof SaleOrder>;

/** `GET /api/Sale/{offerId}`: the offer and every order of it, rejected ones last. */
/**
 * `GET /api/Sale/{id}/Csv?timeZone=`: the zone the times and the file name's delivery day are
 * written in (the browser's), UTC without it.
 */
export const SaleCsvQuery = z.object({ timeZone: TimeZone.optional() });
export type SaleCsvQuery = z.infer<typeof SaleCsvQuery>;

export const SaleResponse = SaleSummary.extend({ orders: z.array(SaleOrder) });
export type SaleResponse = z.infer<typeof SaleResponse>;

/** `POST /api/Sale/{orderId}/Reject`. */
export const RejectOrderBody = z.object({ reason: RejectionReason });
export type RejectOrderBody = z.infer<typeof RejectOrderBody>;

/** `POST /api/Order/{id}/Evaluation`: create or change, within the month. */
export const EvaluationBody = z.object({
  rating: Rating,
  comment: EvaluationComment.optional(),
});
export type EvaluationBody = z.infer<typeof EvaluationBody>;

/** One evaluation as the dealer's profile shows it. */
export const DealerEvaluation = z.object({
  rating: z.number().int(),
  comment: text(),
  buyer: UserSummary,
  productName: text(),
  time: z.iso.datetime(),
});
export type DealerEvaluation = z.infer<typeof DealerEvaluation>;

/** `GET /api/User/{id}/Evaluations`: the average (null without any) and the newest first. */
export const DealerEvaluationsResponse = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  items: z.array(DealerEvaluation),
});
export type DealerEvaluationsResponse = z.infer<typeof DealerEvaluationsResponse>;

export const EvaluationListQuery = ListQuery.pick({ limit: true, skip: true });
export type EvaluationListQuery = z.infer<typeof EvaluationListQuery>;
