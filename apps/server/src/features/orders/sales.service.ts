import type { SaleListQuery, SaleOrder, SaleResponse, SaleSummary } from '@kozos/contract';
import { orderMessages } from '@kozos/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupScope, userScope, writesTo } from '../../db/write-scope';
import { conflict, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { prefixQueryOf } from '../../content/search';
import { notify } from '../../notifications/notify';
import { findOfferView, findOfferViews, requireOfferDealer, toOfferResponse } from '../offers';
import type { OfferView } from '../offers';
import { displayNameOf } from '../../people/person-name';
import { toSaleOrder } from './order-response';
import { requireSaleOrder } from './orders.policy';
import {
  findOrder,
  listOfferOrders,
  lockOrder,
  updateOrder,
  type OrderWithBuyer,
} from './orders.repository';
import { listSaleCounts, type SaleCounts } from './sales.repository';
import { lockOffer, releaseOrderedAmount } from './stock.repository';

/*
 * The dealer's side (spec §4): the offers with orders, one offer's packing list, completion
 * (undoable) and the force-majeure rejection. Only the offer's dealer.
 */

function toSummary(view: OfferView, counts: Omit<SaleCounts, 'offerId'>, viewerId: string) {
  return { offer: toOfferResponse(view, viewerId), ...counts } satisfies SaleSummary;
}

export async function listSales(
  db: Db,
  viewer: CurrentUser,
  query: SaleListQuery,
): Promise<SaleSummary[]> {
  const sortBy = query.sortBy ?? 'delivery';
  const rows = await listSaleCounts(db, viewer.id, {
    limit: query.limit,
    skip: query.skip,
    searchQuery: prefixQueryOf(query.search),
    sortBy,
    order: query.order ?? (sortBy === 'orderDeadline' ? 'desc' : 'asc'),
    now: new Date(),
  });
  const views = new Map(
    (
      await findOfferViews(
        db,
        rows.map((row) => row.offerId),
      )
    ).map((view) => [view.id, view]),
  );
  return rows.flatMap(({ offerId, ...counts }) => {
    const view = views.get(offerId);
    return view ? [toSummary(view, counts, viewer.id)] : [];
  });
}

/** The offer, its orders (rejected last) and the counts of those not rejected. */
export async function loadSale(db: Db, offerId: string, viewerId: string) {
  const view = await findOfferView(db, offerId);
  if (!view) throw notFound();
  const orders = await listOfferOrders(db, offerId);
  const counted = orders.filter((order) => order.rejectedAt === null);
  const sale: SaleResponse = {
    ...toSummary(
      view,
      {
        orderCount: counted.length,
        toFulfilCount: counted.filter((order) => order.fulfilledAt === null).length,
        orderedAmount: counted.reduce((sum, order) => sum + order.amount, 0),
        total: counted.reduce((sum, order) => sum + order.amount * view.price, 0),
      },
      viewerId,
    ),
    orders: orders.map((order) => toSaleOrder(order, view.price)),
  };
  return { view, orders, sale };
}

export async function getSale(db: Db, viewer: CurrentUser, offerId: string) {
  await requireOfferDealer(db, viewer, offerId);
  return (await loadSale(db, offerId, viewer.id)).sale;
}

async function saleOrderOf(db: Db, id: string): Promise<SaleOrder> {
  const order = await findOrder(db, id);
  const view = order && (await findOfferView(db, order.offerId));
  if (!order || !view) throw notFound();
  return toSaleOrder(order, view.price);
}

const scopesOf = (order: OrderWithBuyer) => [groupScope(order.groupId), userScope(order.buyerId)];

/**
 * POST /api/Sale/{orderId}/Fulfil and /Unfulfil: completion and payment, undoable (spec §4).
 * The first completion tells the buyer (ORDER_FULFILLED, inviting a rating; decision 086); an
 * undo and a second completion do not tell them again, since the locked row says it went out.
 */
export async function setFulfilled(
  db: Db,
  viewer: CurrentUser,
  id: string,
  fulfilled: boolean,
): Promise<SaleOrder> {
  const order = await requireSaleOrder(db, viewer, id);
  const tell = await writesTo(scopesOf(order), () =>
    db.transaction(async (tx) => {
      const current = await lockOrder(tx, id);
      if (!current) throw notFound();
      if (current.rejectedAt) throw conflict(orderMessages.orderRejected);
      if ((current.fulfilledAt !== null) === fulfilled) return false;
      const first = fulfilled && current.fulfilledNotifiedAt === null;
      await updateOrder(tx, id, {
        fulfilledAt: fulfilled ? sql`now()` : null,
        ...(first && { fulfilledNotifiedAt: sql`now()` }),
      });
      return first;
    }),
  );
  if (tell) await notifyFulfilled(db, viewer, order);
  return saleOrderOf(db, id);
}

async function notifyFulfilled(db: Db, dealer: CurrentUser, order: OrderWithBuyer) {
  const view = await findOfferView(db, order.offerId);
  if (!view) return;
  await notify(db, [order.buyerId], {
    type: 'ORDER_FULFILLED',
    variables: { productName: view.productName, dealerName: await displayNameOf(db, dealer.id) },
    path: `/purchase?id=${order.id}`,
  });
}

/**
 * POST /api/Sale/{orderId}/Reject {reason}: force majeure, final. The units leave the ordered
 * amount (before the deadline they can be ordered again); the buyer gets ORDER_REJECTED.
 */
export async function rejectOrder(
  db: Db,
  viewer: CurrentUser,
  id: string,
  reason: string,
): Promise<SaleOrder> {
  const order = await requireSaleOrder(db, viewer, id);
  await writesTo(scopesOf(order), () =>
    db.transaction(async (tx) => {
      await lockOffer(tx, order.offerId);
      const current = await lockOrder(tx, id);
      if (!current) throw notFound();
      if (current.rejectedAt) throw conflict(orderMessages.orderRejected);
      if (current.fulfilledAt) throw conflict(orderMessages.orderFulfilled);
      await releaseOrderedAmount(tx, current.offerId, current.amount);
      await updateOrder(tx, id, { rejectedAt: sql`now()`, rejectReason: reason });
    }),
  );
  const view = await findOfferView(db, order.offerId);
  await notify(db, [order.buyerId], {
    type: 'ORDER_REJECTED',
    variables: {
      dealerName: await displayNameOf(db, viewer.id),
      productName: view?.productName ?? '',
      reason,
    },
    path: `/purchase?id=${id}`,
  });
  return saleOrderOf(db, id);
}
