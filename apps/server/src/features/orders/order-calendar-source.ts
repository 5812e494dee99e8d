import type { CalendarMark } from '@kozos/contract';
import type {
  CalendarQuery,
  CalendarSource,
  CalendarSourceItem,
} from '../../content/calendar-source';
import type { Db } from '../../db/client';
import { listOrdersDatedBetween, listSalesDatedBetween } from './order-calendar.repository';

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

async function listOrderItems(db: Db, query: CalendarQuery): Promise<CalendarSourceItem[]> {
  const rows = await listOrdersDatedBetween(db, query.viewerId, query.from, query.to);
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
  const rows = await listSalesDatedBetween(db, query.viewerId, query.from, query.to);
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
