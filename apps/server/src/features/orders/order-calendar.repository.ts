import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groups, offers, orders } from '../../db/schema';

/*
 * The rows of the orders and sales calendar sections (decision 092): each one query, of the
 * offers whose order deadline or delivery is in [from, to).
 */

function inPeriod(from: Date, to: Date) {
  const between = (column: PgColumn) => and(gte(column, from), lt(column, to));
  return or(between(offers.orderDeadline), between(offers.delivery));
}

const offerFields = {
  offerId: offers.id,
  name: offers.productName,
  groupId: offers.groupId,
  groupName: groups.name,
  orderDeadline: offers.orderDeadline,
  delivery: offers.delivery,
  pickupPlace: offers.pickupPlace,
};

/** The buyer's orders that are not rejected, with their offer. */
export function listOrdersDatedBetween(db: Db, buyerId: string, from: Date, to: Date) {
  return db
    .select({ ...offerFields, id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .where(and(eq(orders.buyerId, buyerId), isNull(orders.rejectedAt), inPeriod(from, to)));
}

/** The dealer's offers that have an order that is not rejected. */
export function listSalesDatedBetween(db: Db, dealerId: string, from: Date, to: Date) {
  return db
    .select({ ...offerFields, createdAt: offers.createdAt })
    .from(offers)
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .where(
      and(
        eq(offers.dealerId, dealerId),
        inPeriod(from, to),
        sql`exists (select 1 from ${orders} where ${orders.offerId} = ${offers.id} and ${orders.rejectedAt} is null)`,
      ),
    );
}
