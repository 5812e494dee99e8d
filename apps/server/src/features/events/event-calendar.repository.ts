import { and, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { visibleTo } from '../../content/hidden-items';
import type { Db } from '../../db/client';
import { eventApplications, eventTombstones, events } from '../../db/schema/events';
import { groupIdsOf } from '../../access/group-members';
import { groups } from '../../db/schema/groups';

/*
 * The events of my groups with a time or a deadline in a period, with my answer: one query
 * through the indexes (group_id, time) and (group_id, application_deadline).
 */

export interface EventCalendarRow {
  id: string;
  name: string;
  location: string;
  groupId: string;
  groupName: string;
  authorId: string;
  time: Date;
  applicationDeadline: Date;
  createdAt: Date;
  myApply: boolean | null;
}

export function listEventsDatedBetween(
  db: Db,
  viewerId: string,
  from: Date,
  to: Date,
): Promise<EventCalendarRow[]> {
  return db
    .select({
      id: events.id,
      name: events.name,
      location: events.location,
      groupId: events.groupId,
      groupName: groups.name,
      authorId: events.authorId,
      time: events.time,
      applicationDeadline: events.applicationDeadline,
      createdAt: events.createdAt,
      myApply: eventApplications.apply,
    })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .leftJoin(
      eventApplications,
      and(eq(eventApplications.eventId, events.id), eq(eventApplications.userId, viewerId)),
    )
    .where(
      and(
        inArray(events.groupId, groupIdsOf(db, viewerId)),
        visibleTo(events, events.authorId, viewerId),
        or(
          and(gte(events.time, from), lt(events.time, to)),
          and(gte(events.applicationDeadline, from), lt(events.applicationDeadline, to)),
        ),
      ),
    );
}

export interface TombstoneRow {
  id: string;
  name: string;
  location: string;
  groupId: string;
  groupName: string;
  time: Date;
  deletedAt: Date;
}

/** Events of my groups deleted in the last 30 days whose time falls in the period. */
export function listTombstonesBetween(
  db: Db,
  viewerId: string,
  from: Date,
  to: Date,
): Promise<TombstoneRow[]> {
  return db
    .select({
      id: eventTombstones.id,
      name: eventTombstones.name,
      location: eventTombstones.location,
      groupId: eventTombstones.groupId,
      groupName: groups.name,
      time: eventTombstones.time,
      deletedAt: eventTombstones.deletedAt,
    })
    .from(eventTombstones)
    .innerJoin(groups, eq(groups.id, eventTombstones.groupId))
    .where(
      and(
        inArray(eventTombstones.groupId, groupIdsOf(db, viewerId)),
        gt(eventTombstones.deletedAt, sql`now() - interval '30 days'`),
        gte(eventTombstones.time, from),
        lt(eventTombstones.time, to),
      ),
    );
}
