import type { OrderResponse, SaleOrder } from '@kozos/contract';
import { toOfferResponse, type OfferView } from '../offers';
import type { OrderWithBuyer } from './orders.repository';
import { personSummary } from '../../content/photo-refs';

/** One line of a sale (the dealer's packing list). */
export function toSaleOrder(order: OrderWithBuyer, price: number): SaleOrder {
  return {
    id: order.id,
    buyer: personSummary(order.buyer),
    amount: order.amount,
    total: order.amount * price,
    isFulfilled: order.fulfilledAt !== null,
    fulfilledTime: order.fulfilledAt?.toISOString() ?? null,
    rejection:
      order.rejectedAt === null
        ? null
        : { reason: order.rejectReason ?? '', time: order.rejectedAt.toISOString() },
    date: order.createdAt.toISOString(),
  };
}

/** An order as its buyer sees it, with the offer as the buyer may see it. */
export function toOrderResponse(
  order: OrderWithBuyer,
  offer: OfferView,
  viewerId: string,
): OrderResponse {
  const { id, buyer, amount, total, isFulfilled, fulfilledTime, rejection, date } = toSaleOrder(
    order,
    offer.price,
  );
  return {
    id,
    offer: toOfferResponse(offer, viewerId),
    buyer,
    amount,
    total,
    isFulfilled,
    fulfilledTime,
    rejection,
    evaluation:
      order.rating === null || order.evaluatedAt === null
        ? null
        : { rating: order.rating, comment: order.comment, time: order.evaluatedAt.toISOString() },
    date,
    buyerIsMember: order.buyerIsMember,
  };
}
