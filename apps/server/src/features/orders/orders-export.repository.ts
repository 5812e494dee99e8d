import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, offers, orders, users } from '../../db/schema';

/** The orders one placed, oldest first, with the offer they were of (their data export). */
export function listOrdersOfBuyer(db: Db, buyerId: string) {
  return db
    .select({
      group: groups.name,
      product: offers.productName,
      dealer: { name: users.name, username: users.username, deletedAt: users.deletedAt },
      price: offers.price,
      unit: offers.unit,
      measure: offers.measure,
      amount: orders.amount,
      delivery: offers.delivery,
      createdAt: orders.createdAt,
      fulfilledAt: orders.fulfilledAt,
      rejectedAt: orders.rejectedAt,
      rejectReason: orders.rejectReason,
      rating: orders.rating,
      comment: orders.comment,
      evaluatedAt: orders.evaluatedAt,
    })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .innerJoin(users, eq(users.id, offers.dealerId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
