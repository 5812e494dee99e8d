import { and, eq, gte, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { eventApplications, events } from '../../db/schema/events';
import { groupMembers } from '../../access/group-members';
import { groups } from '../../db/schema/groups';
import { stillMember } from './applications.repository';

/*
 * What a reminder job needs of events (issue 14; the job itself is the scheduler's): the events
 * whose application deadline or time falls in a window, with the people to remind. The deadline
 * reminder (EVENT_APPLICATION_DEADLINE_APPROACHING) goes to members who have not answered yet,
 * not to the whole group (HumHub calendar #226), nor to the author; the time reminder
 * (EVENT_TIME_APPROACHING) to those who said yes. Each is one query.
 */

export interface EventReminder {
  eventId: string;
  eventName: string;
  groupId: string;
  groupName: string;
  time: Date;
  applicationDeadline: Date;
  recipients: string[];
}

/** One recipient of an event's reminder: the reminder's fields and whom it goes to. */
type RecipientRow = Omit<EventReminder, 'recipients'> & { userId: string };

function groupByEvent(rows: readonly RecipientRow[]): EventReminder[] {
  const byEvent = new Map<string, EventReminder>();
  for (const { userId, ...event } of rows) {
    const reminder = byEvent.get(event.eventId) ?? { ...event, recipients: [] };
    reminder.recipients.push(userId);
    byEvent.set(event.eventId, reminder);
  }
  return [...byEvent.values()];
}

const eventColumns = {
  eventId: events.id,
  eventName: events.name,
  groupId: events.groupId,
  groupName: groups.name,
  time: events.time,
  applicationDeadline: events.applicationDeadline,
};

const inWindow = (column: PgColumn, from: Date, to: Date): SQL | undefined =>
  and(gte(column, from), lt(column, to));

/** Events whose application deadline is in [from, to), for the members yet to answer. */
export async function listDeadlineReminders(
  db: Db,
  from: Date,
  to: Date,
): Promise<EventReminder[]> {
  const members = groupMembers(db);
  const rows = await db
    .select({ ...eventColumns, userId: members.userId })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .innerJoin(members, eq(members.groupId, events.groupId))
    .leftJoin(
      eventApplications,
      and(eq(eventApplications.eventId, events.id), eq(eventApplications.userId, members.userId)),
    )
    .where(
      and(
        inWindow(events.applicationDeadline, from, to),
        // A hidden event is its author's alone (decision 205): nobody is reminded of it.
        isNull(events.hiddenAt),
        isNull(eventApplications.userId),
        // The author knows their own deadline.
        ne(members.userId, events.authorId),
      ),
    );
  return groupByEvent(rows);
}

/** Events whose time is in [from, to), for the members who said yes. */
export async function listStartReminders(db: Db, from: Date, to: Date): Promise<EventReminder[]> {
  const rows = await db
    .select({ ...eventColumns, userId: eventApplications.userId })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .innerJoin(
      eventApplications,
      and(eq(eventApplications.eventId, events.id), eq(eventApplications.apply, true)),
    )
    .where(and(inWindow(events.time, from, to), isNull(events.hiddenAt), stillMember));
  return groupByEvent(rows);
}
