import type { CalendarMark } from '@kozos/contract';
import type {
  CalendarQuery,
  CalendarSource,
  CalendarSourceItem,
} from '../../content/calendar-source';
import type { Db } from '../../db/client';
import {
  listEventsDatedBetween,
  listTombstonesBetween,
  type EventCalendarRow,
} from './event-calendar.repository';

/*
 * The events section of the calendar (issue 14): an event at its time (`event_applied` when I
 * said yes), its application deadline (`event_deadline`); mine (I wrote it) are drawn filled.
 * A subscription gets every event of my groups and the deadlines of those I said yes to, and
 * the events deleted in the last 30 days as cancelled.
 */

const within = (time: Date, query: CalendarQuery) => time >= query.from && time < query.to;

function marksOf(row: EventCalendarRow, query: CalendarQuery): CalendarMark[] {
  const marks: CalendarMark[] = [];
  const subscription = query.purpose === 'subscription';
  if (within(row.time, query)) {
    const applied = row.myApply === true && !subscription;
    marks.push({ kind: applied ? 'event_applied' : 'event', time: row.time.toISOString() });
  }
  if (within(row.applicationDeadline, query) && (!subscription || row.myApply === true)) {
    marks.push({ kind: 'event_deadline', time: row.applicationDeadline.toISOString() });
  }
  return marks.sort((a, b) => a.time.localeCompare(b.time));
}

async function listEventItems(db: Db, query: CalendarQuery): Promise<CalendarSourceItem[]> {
  const rows = await listEventsDatedBetween(db, query.viewerId, query.from, query.to);
  const items: CalendarSourceItem[] = rows.map((row) => ({
    id: row.id,
    title: row.name,
    path: `/events/${row.id}`,
    group: { id: row.groupId, name: row.groupName },
    creationTime: row.createdAt.toISOString(),
    own: row.authorId === query.viewerId,
    subject: `event:${row.id}`,
    marks: marksOf(row, query),
    location: row.location || null,
  }));
  if (query.purpose !== 'subscription') return items.filter((item) => item.marks.length > 0);
  const cancelled = await listTombstonesBetween(db, query.viewerId, query.from, query.to);
  return [
    ...items,
    ...cancelled.map((row) => ({
      id: row.id,
      title: row.name,
      path: '/events',
      group: { id: row.groupId, name: row.groupName },
      creationTime: row.deletedAt.toISOString(),
      own: false,
      subject: `event:${row.id}`,
      marks: [{ kind: 'event' as const, time: row.time.toISOString() }],
      location: row.location || null,
      cancelled: true,
    })),
  ].filter((item) => item.marks.length > 0);
}

export const eventCalendarSource: CalendarSource = { section: 'events', list: listEventItems };
