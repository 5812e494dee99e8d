import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers, orders, users } from '../../db/schema';

/**
 * Rates a fulfilled order of `buyerId` while its month is open, by the database's clock (spec
 * §4, §9): one conditional statement; false when refused.
 */
export async function writeEvaluation(
  db: Db,
  id: string,
  buyerId: string,
  evaluation: { rating: number; comment: string; months: number },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      rating: evaluation.rating,
      comment: evaluation.comment,
      evaluatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.buyerId, buyerId),
        isNull(orders.rejectedAt),
        isNotNull(orders.fulfilledAt),
        sql`${orders.fulfilledAt} + make_interval(months => ${evaluation.months}) > now()`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

const rated = (dealerId: string) =>
  and(eq(offers.dealerId, dealerId), isNotNull(orders.rating), isNull(orders.rejectedAt));

/** The dealer's average rating and how many there are. */
export async function findRatingSummary(db: Db, dealerId: string) {
  const [row] = await db
    .select({
      average: sql<number | null>`avg(${orders.rating})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .where(rated(dealerId));
  return row ?? { average: null, count: 0 };
}

/** The dealer's evaluations, newest first. */
export function listDealerEvaluations(
  db: Db,
  dealerId: string,
  page: { limit: number; skip: number },
) {
  return db
    .select({
      rating: sql<number>`${orders.rating}`,
      comment: orders.comment,
      buyer: { id: users.id, name: users.name, username: users.username },
      productName: offers.productName,
      time: sql<Date>`${orders.evaluatedAt}`,
    })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(rated(dealerId))
    .orderBy(desc(orders.evaluatedAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.skip);
}
