import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers, orders } from '../../db/schema';

/** What a sale counts: its orders that are not rejected (decision 080). */
export interface SaleCounts {
  offerId: string;
  orderCount: number;
  toFulfilCount: number;
  orderedAmount: number;
  total: number;
}

const counts = {
  offerId: orders.offerId,
  orderCount: sql<number>`count(*)::int`,
  toFulfilCount: sql<number>`(count(*) filter (where ${orders.fulfilledAt} is null))::int`,
  orderedAmount: sql<number>`sum(${orders.amount})::int`,
  // float8 is exact up to 2^53 forints; an int would overflow at 2^31.
  total: sql<number>`sum(${orders.amount}::float8 * ${offers.price})`,
};

/** The dealer's offers that have orders, newest deadline first (`GET /api/Sale`). */
export function listSaleCounts(
  db: Db,
  dealerId: string,
  page: { limit: number; skip: number },
): Promise<SaleCounts[]> {
  return db
    .select(counts)
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .where(and(eq(offers.dealerId, dealerId), isNull(orders.rejectedAt)))
    .groupBy(orders.offerId, offers.orderDeadline)
    .orderBy(desc(offers.orderDeadline), desc(orders.offerId))
    .limit(page.limit)
    .offset(page.skip);
}
