import type { CalendarMark } from '@kozos/contract';
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type {
  CalendarQuery,
  CalendarSource,
  CalendarSourceItem,
} from '../../content/calendar-source';
import type { Db } from '../../db/client';
import { groups, offers, orders } from '../../db/schema';

/*
 * The orders and sales sections of the calendar (decision 092): my orders that are not
 * rejected, with their offer's order deadline and delivery (pick-up), opening /purchase; and my
 * offers that have such orders, with the delivery (hand-over) and deadline, opening /sales.
 */

const within = (time: Date, query: CalendarQuery) => time >= query.from && time < query.to;

function marksOf(row: { orderDeadline: Date; delivery: Date }, query: CalendarQuery) {
  const marks: CalendarMark[] = [];
  if (within(row.orderDeadline, query))
    marks.push({ kind: 'order_deadline', time: row.orderDeadline.toISOString() });
  if (within(row.delivery, query))
    marks.push({ kind: 'delivery_date', time: row.delivery.toISOString() });
  return marks.sort((a, b) => a.time.localeCompare(b.time));
}

function inPeriod(query: CalendarQuery) {
  const between = (column: PgColumn) => and(gte(column, query.from), lt(column, query.to));
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

async function listOrderItems(db: Db, query: CalendarQuery): Promise<CalendarSourceItem[]> {
  const rows = await db
    .select({ ...offerFields, id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .where(and(eq(orders.buyerId, query.viewerId), isNull(orders.rejectedAt), inPeriod(query)));
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    path: `/purchase?id=${row.id}`,
    subject: `offer:${row.offerId}`,
    group: { id: row.groupId, name: row.groupName },
    creationTime: row.createdAt.toISOString(),
    own: true,
    marks: marksOf(row, query),
    location: row.pickupPlace,
  }));
}

async function listSaleItems(db: Db, query: CalendarQuery): Promise<CalendarSourceItem[]> {
  const rows = await db
    .select({ ...offerFields, createdAt: offers.createdAt })
    .from(offers)
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .where(
      and(
        eq(offers.dealerId, query.viewerId),
        inPeriod(query),
        sql`exists (select 1 from ${orders} where ${orders.offerId} = ${offers.id} and ${orders.rejectedAt} is null)`,
      ),
    );
  return rows.map((row) => ({
    id: row.offerId,
    title: row.name,
    path: `/sales/${row.offerId}`,
    subject: `offer:${row.offerId}`,
    group: { id: row.groupId, name: row.groupName },
    creationTime: row.createdAt.toISOString(),
    own: true,
    marks: marksOf(row, query),
    location: row.pickupPlace,
  }));
}

export const orderCalendarSource: CalendarSource = { section: 'orders', list: listOrderItems };
export const saleCalendarSource: CalendarSource = { section: 'sales', list: listSaleItems };
