import type { SaleSortField, SortOrder } from '@kozos/contract';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { searchCondition } from '../../content/search';
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

export interface SaleListing {
  limit: number;
  skip: number;
  /** A `to_tsquery` prefix query (content/search.ts), or none. */
  searchQuery: string | undefined;
  sortBy: SaleSortField;
  order: SortOrder;
  now: Date;
}

/**
 * Delivery ascending is "soonest first" (contract SaleListQuery): deliveries still to come from
 * the next one on, then past ones from the latest back. Every order ends on the offer's id, so
 * pages never repeat or skip a sale that ties.
 */
function sortOf({ sortBy, order, now }: SaleListing): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const tieBreak = direction(orders.offerId);
  switch (sortBy) {
    case 'delivery': {
      if (order === 'desc') return [desc(offers.delivery), tieBreak];
      const at = now.toISOString();
      return [
        sql`(${offers.delivery} < ${at}::timestamptz)`,
        sql`case when ${offers.delivery} >= ${at}::timestamptz then ${offers.delivery} end asc`,
        desc(offers.delivery),
        tieBreak,
      ];
    }
    case 'orderDeadline':
      return [direction(offers.orderDeadline), tieBreak];
    case 'name':
      return [direction(offers.productName), tieBreak];
  }
}

/** The dealer's offers that have orders, searched and sorted, a page (`GET /api/Sale`). */
export function listSaleCounts(
  db: Db,
  dealerId: string,
  listing: SaleListing,
): Promise<SaleCounts[]> {
  return (
    db
      .select(counts)
      .from(orders)
      .innerJoin(offers, eq(offers.id, orders.offerId))
      .where(
        and(
          eq(offers.dealerId, dealerId),
          isNull(orders.rejectedAt),
          listing.searchQuery ? searchCondition(offers.search, listing.searchQuery) : undefined,
        ),
      )
      // offers.id, its primary key, lets the sort read any of the offer's columns.
      .groupBy(orders.offerId, offers.id)
      .orderBy(...sortOf(listing))
      .limit(listing.limit)
      .offset(listing.skip)
  );
}
