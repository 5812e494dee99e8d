import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groups, offers, users } from '../../db/schema';

const producer = alias(users, 'producer');

/**
 * Offers with a producer whose report is still to do and whose deadline is within `horizonMs`
 * (or passed in the last week: a server that was down catches up, a new install does not mail
 * about old offers).
 */
export function listDueReports(db: Db, horizonMs: number) {
  return db
    .select({ id: offers.id, orderDeadline: offers.orderDeadline })
    .from(offers)
    .where(
      and(
        isNull(offers.reportedAt),
        isNotNull(offers.producerId),
        sql`${offers.orderDeadline} between now() - interval '7 days' and now() + make_interval(secs => ${horizonMs / 1000})`,
      ),
    )
    .limit(500);
}

/**
 * Marks the offer's report done once its deadline has passed by the database's clock, and
 * answers what the mail says; undefined when it was done already or is not due.
 */
export async function claimOfferReport(db: Db, offerId: string) {
  const [claimed] = await db
    .update(offers)
    .set({ reportedAt: sql`now()` })
    .where(
      and(eq(offers.id, offerId), isNull(offers.reportedAt), sql`${offers.orderDeadline} <= now()`),
    )
    .returning({ id: offers.id });
  if (!claimed) return undefined;
  const [row] = await db
    .select({
      productName: offers.productName,
      orderedAmount: offers.orderedAmount,
      unit: offers.unit,
      measure: offers.measure,
      delivery: offers.delivery,
      groupName: groups.name,
      dealer: { name: users.name, username: users.username, deletedAt: users.deletedAt },
      producer: {
        id: producer.id,
        email: producer.email,
        language: producer.language,
        dateFormat: producer.dateFormat,
        isOfferReportEnabled: producer.isOfferReportEnabled,
        deletedAt: producer.deletedAt,
      },
    })
    .from(offers)
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .innerJoin(users, eq(users.id, offers.dealerId))
    .innerJoin(producer, eq(producer.id, offers.producerId))
    .where(eq(offers.id, offerId));
  return row;
}
