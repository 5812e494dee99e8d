import type { CalendarMark } from '@kozos/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type {
  CalendarQuery,
  CalendarSource,
  CalendarSourceItem,
} from '../../content/calendar-source';
import type { Db } from '../../db/client';
import { groups, memberships } from '../../db/schema/groups';
import { offers } from '../../db/schema/offers';

/*
 * The offers section of the calendar (issue 14, decision 092): the order deadline of every offer
 * of my groups; the purchase date and the delivery of my own offers only (the purchase time is
 * the dealer's alone, spec §3). Mine are drawn filled. One query through the offers' group index.
 */

const within = (time: Date | null, query: CalendarQuery): time is Date =>
  time !== null && time >= query.from && time < query.to;

async function listOfferItems(db: Db, query: CalendarQuery): Promise<CalendarSourceItem[]> {
  const myGroups = db
    .select({ groupId: memberships.groupId })
    .from(memberships)
    .where(eq(memberships.userId, query.viewerId));
  const mine = eq(offers.dealerId, query.viewerId);
  const between = (column: PgColumn) => and(gte(column, query.from), lt(column, query.to));
  const rows = await db
    .select({
      id: offers.id,
      name: offers.productName,
      groupId: offers.groupId,
      groupName: groups.name,
      dealerId: offers.dealerId,
      orderDeadline: offers.orderDeadline,
      purchaseTime: offers.purchaseTime,
      delivery: offers.delivery,
      pickupPlace: offers.pickupPlace,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .where(
      or(
        and(inArray(offers.groupId, myGroups), between(offers.orderDeadline)),
        and(mine, or(between(offers.purchaseTime), between(offers.delivery))),
      ),
    );
  return rows
    .map((row) => {
      const own = row.dealerId === query.viewerId;
      const marks: CalendarMark[] = [];
      if (within(row.orderDeadline, query))
        marks.push({ kind: 'order_deadline', time: row.orderDeadline.toISOString() });
      if (own && within(row.purchaseTime, query))
        marks.push({ kind: 'purchase_date', time: row.purchaseTime.toISOString() });
      if (own && within(row.delivery, query))
        marks.push({ kind: 'delivery_date', time: row.delivery.toISOString() });
      return {
        id: row.id,
        title: row.name,
        path: `/offers/${row.id}`,
        group: { id: row.groupId, name: row.groupName },
        creationTime: row.createdAt.toISOString(),
        own,
        subject: `offer:${row.id}`,
        marks: marks.sort((a, b) => a.time.localeCompare(b.time)),
        location: row.pickupPlace,
      };
    })
    .filter((item) => item.marks.length > 0);
}

export const offerCalendarSource: CalendarSource = { section: 'offers', list: listOfferItems };
