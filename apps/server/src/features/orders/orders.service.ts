import {
  orderMessages,
  type CreateOrderBody,
  type OrderListQuery,
  type OrderResponse,
} from '@kozos/contract';
import { lockMembership } from '../../access/group-members';
import type { Db } from '../../db/client';
import { groupScope, userScope, writesTo } from '../../db/write-scope';
import { conflict, forbidden, notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { notify } from '../../notifications/notify';
import { findOfferView, findOfferViews, requireOfferReader } from '../offers';
import { requireOwnOrder } from './orders.policy';
import {
  addToOrder,
  deleteOrderRow,
  findOrder,
  listBuyerOrders,
  lockOrder,
  updateOrder,
  type OrderRecord,
  type OrderWithBuyer,
} from './orders.repository';
import { toOrderResponse } from './order-response';
import {
  claimSoldOutNotice,
  findStockState,
  lockOffer,
  moveOrderedAmount,
} from './stock.repository';

/*
 * The buyer's side (spec §3, §5; decision 080). Every change takes or gives back stock with one
 * conditional statement on the offer, in the transaction that writes the order; the database's
 * clock judges the deadline. A refusal is explained afterwards from the offer's state.
 */

async function respond(db: Db, order: OrderWithBuyer, viewerId: string): Promise<OrderResponse> {
  const offer = await findOfferView(db, order.offerId);
  if (!offer) throw notFound();
  return toOrderResponse(order, offer, viewerId);
}

async function loadOrder(db: Db, id: string, viewerId: string): Promise<OrderResponse> {
  const order = await findOrder(db, id);
  if (!order) throw notFound();
  return respond(db, order, viewerId);
}

/** Which rule refused a stock change: the deadline first, then what is left. */
export async function stockRefusal(db: Db, offerId: string) {
  const state = await findStockState(db, offerId);
  if (!state) return notFound();
  if (state.deadlinePassed) return conflict(orderMessages.deadlineExpired);
  const key = state.available === 0 ? orderMessages.soldOut : orderMessages.notEnoughAvailable;
  return conflict(key, { amount: [key] });
}

/** A fulfilled or rejected order stays as it is (spec §5; a rejection is final). */
function requireOpen(order: OrderRecord): void {
  if (order.rejectedAt) throw conflict(orderMessages.orderRejected);
  if (order.fulfilledAt) throw conflict(orderMessages.orderFulfilled);
}

const scopesOf = (groupId: string, buyerId: string) => [groupScope(groupId), userScope(buyerId)];

/** The dealer hears once per offer that nothing is left (OFFER_STOCK_LIMIT_REACHED). */
async function notifySoldOut(db: Db, offerId: string): Promise<void> {
  const offer = await findOfferView(db, offerId);
  if (!offer) return;
  await notify(db, [offer.dealerId], {
    type: 'OFFER_STOCK_LIMIT_REACHED',
    variables: { productName: offer.productName, groupName: offer.groupName },
    path: `/sales/${offer.id}`,
  });
}

/**
 * POST /api/Order: a member of the offer's group other than its dealer, before the deadline, at
 * most what is left. Ordering again adds to the open order.
 */
export async function createOrder(
  db: Db,
  viewer: CurrentUser,
  body: CreateOrderBody,
): Promise<OrderResponse> {
  const offer = await requireOfferReader(db, viewer, body.offerId);
  if (offer.dealerId === viewer.id) throw conflict(orderMessages.ownOffer);
  const { id, soldOut } = await writesTo(scopesOf(offer.groupId, viewer.id), () =>
    db.transaction(async (tx) => {
      const moved = await moveOrderedAmount(tx, offer.id, body.amount);
      if (!moved) throw await stockRefusal(tx, offer.id);
      const orderId = await addToOrder(tx, offer.id, viewer.id, body.amount);
      if (!orderId) throw conflict(orderMessages.orderFulfilled);
      return {
        id: orderId,
        soldOut: moved.available === 0 && (await claimSoldOutNotice(tx, offer.id)),
      };
    }),
  );
  if (soldOut) await notifySoldOut(db, offer.id);
  return loadOrder(db, id, viewer.id);
}

export async function getOrder(db: Db, viewer: CurrentUser, id: string): Promise<OrderResponse> {
  return respond(db, await requireOwnOrder(db, viewer, id), viewer.id);
}

/**
 * GET /api/Order: my orders, newest delivery first (the cart reads `state=open`), or newest
 * order first (`sortBy=date`, the purchase history), searched by product and dealer.
 */
export async function listOrders(
  db: Db,
  viewer: CurrentUser,
  query: OrderListQuery & { limit: number; skip: number },
): Promise<OrderResponse[]> {
  const rows = await listBuyerOrders(db, viewer.id, {
    ...query,
    state: query.state ?? 'all',
    sortBy: query.sortBy ?? 'delivery',
  });
  const views = new Map(
    (await findOfferViews(db, [...new Set(rows.map((row) => row.offerId))])).map((view) => [
      view.id,
      view,
    ]),
  );
  return rows.flatMap((row) => {
    const view = views.get(row.offerId);
    return view ? [toOrderResponse(row, view, viewer.id)] : [];
  });
}

/**
 * PATCH /api/Order/{id} {amount}: the buyer, still a member of the offer's group, before the
 * deadline, an open order. The offer's row is locked before the order's (as every order write
 * does), then the difference is taken or given back by the conditional statement. A buyer who
 * left or was removed may only delete the order (403, decision 081).
 */
export async function patchOrder(
  db: Db,
  viewer: CurrentUser,
  id: string,
  amount: number,
): Promise<OrderResponse> {
  const order = await requireOwnOrder(db, viewer, id);
  const soldOut = await writesTo(scopesOf(order.groupId, viewer.id), () =>
    db.transaction(async (tx) => {
      await lockOffer(tx, order.offerId);
      const current = await lockOrder(tx, id);
      if (!current) throw notFound();
      if (!(await lockMembership(tx, order.groupId, viewer.id))) {
        throw forbidden(orderMessages.buyerNotMember);
      }
      requireOpen(current);
      const delta = amount - current.amount;
      const moved = await moveOrderedAmount(tx, current.offerId, delta);
      if (!moved) throw await stockRefusal(tx, current.offerId);
      await updateOrder(tx, id, { amount });
      return delta > 0 && moved.available === 0 && (await claimSoldOutNotice(tx, order.offerId));
    }),
  );
  if (soldOut) await notifySoldOut(db, order.offerId);
  return loadOrder(db, id, viewer.id);
}

/**
 * DELETE /api/Order/{id}: the buyer, before the deadline, not fulfilled; the units go back. A
 * buyer who left or was removed from the group may still cancel (decision 081).
 */
export async function deleteOrder(db: Db, viewer: CurrentUser, id: string): Promise<void> {
  const order = await requireOwnOrder(db, viewer, id);
  await writesTo(scopesOf(order.groupId, viewer.id), () =>
    db.transaction(async (tx) => {
      await lockOffer(tx, order.offerId);
      const current = await lockOrder(tx, id);
      if (!current) throw notFound();
      requireOpen(current);
      if (!(await moveOrderedAmount(tx, current.offerId, -current.amount))) {
        throw await stockRefusal(tx, current.offerId);
      }
      await deleteOrderRow(tx, id);
    }),
  );
}
