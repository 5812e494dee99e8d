import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { requireOfferDealer } from '../offers';
import { findOrder, type OrderWithBuyer } from './orders.repository';

/*
 * Who may see and change an order: its buyer alone reads and changes it (anyone else gets 404,
 * so order ids tell nothing); its offer's dealer handles it as a sale (the offers' rules: 404
 * for a missing order, 403 for anyone who is not the dealer).
 */

export async function requireOwnOrder(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<OrderWithBuyer> {
  const order = await findOrder(db, id);
  if (!order || order.buyerId !== viewer.id) throw notFound();
  return order;
}

export async function requireSaleOrder(
  db: Db,
  viewer: CurrentUser,
  id: string,
): Promise<OrderWithBuyer> {
  const order = await findOrder(db, id);
  if (!order) throw notFound();
  await requireOfferDealer(db, viewer, order.offerId);
  return order;
}
