import type { CalendarMark } from '@kozos/contract';
import type {
  CalendarQuery,
  CalendarSource,
  CalendarSourceItem,
} from '../../content/calendar-source';
import type { Db } from '../../db/client';
import { listOffersDatedBetween } from './offer-calendar.repository';

/*
 * The offers section of the calendar (issue 14, decision 092): the order deadline of every offer
 * of my groups; the purchase date and the delivery of my own offers only (the purchase time is
 * the dealer's alone, spec §3). Mine are drawn filled. One query through the offers' group index.
 */

const within = (time: Date | null, query: CalendarQuery): time is Date =>
  time !== null && time >= query.from && time < query.to;

async function listOfferItems(db: Db, query: CalendarQuery): Promise<CalendarSourceItem[]> {
  const rows = await listOffersDatedBetween(db, query.viewerId, query.from, query.to);
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
