import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventApplications, events } from '../../db/schema/events';
import { groups } from '../../db/schema/groups';

/** The events one person created, oldest first, with the group's name (their data export). */
export function listEventsByAuthor(db: Db, authorId: string) {
  return db
    .select({
      group: groups.name,
      name: events.name,
      description: events.description,
      location: events.location,
      time: events.time,
      applicationDeadline: events.applicationDeadline,
      tags: events.tags,
      repeat: events.repeatFrequency,
    })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(eq(events.authorId, authorId))
    .orderBy(events.time, events.id);
}

/** One person's answers to events (yes or no), with what they answered to. */
export function listApplicationsOfUser(db: Db, userId: string) {
  return db
    .select({
      group: groups.name,
      event: events.name,
      time: events.time,
      apply: eventApplications.apply,
      answeredAt: eventApplications.updatedAt,
    })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.eventId))
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(eq(eventApplications.userId, userId))
    .orderBy(events.time, events.id);
}
