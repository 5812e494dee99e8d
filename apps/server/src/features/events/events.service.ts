import { randomUUID } from 'node:crypto';
import {
  eventMessages,
  joinTags,
  splitTags,
  type CreateEventBody,
  type DeleteEventQuery,
  type EventListQuery,
  type EventResponse,
  type FieldErrors,
} from '@kozos/contract';
import { requireGroupMember } from '../../access/group-access';
import type { Db } from '../../db/client';
import { groupScope, writesTo } from '../../db/write-scope';
import { validationFailed } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { notify } from '../../notifications/notify';
import { attachPhotos } from '../photos';
import { listYesUserIds } from './applications.repository';
import { listMyEvents } from './event-lists.repository';
import { loadEventResponse, toEventResponses } from './event-views';
import { requireEventManager, requireEventReader } from './events.policy';
import {
  deleteEventsToTombstones,
  insertEvents,
  listSeriesFrom,
  type EventRow,
  type NewEventRow,
} from './events.repository';
import { localDateOf, occurrenceCount, stepFrom } from './occurrences';

/** Trimmed, without empties or duplicates, as stored and answered. */
export function normalizeTags(tags: string | undefined): string {
  return joinTags(splitTags(tags));
}

/**
 * Spec §5 date rules: the time and the deadline lie ahead, and the deadline is not later than
 * the time. Only the fields in `changed` are judged against the clock, so editing the name of
 * an event whose deadline has passed still works.
 */
export function checkEventTimes(
  time: Date,
  deadline: Date,
  changed: { time: boolean; deadline: boolean },
  now = new Date(),
): void {
  const errors: FieldErrors = {};
  if (changed.time && time <= now) errors.time = [eventMessages.timePassed];
  if (changed.deadline && deadline <= now) {
    errors.applicationDeadline = [eventMessages.deadlinePassed];
  } else if ((changed.time || changed.deadline) && deadline > time) {
    errors.applicationDeadline = [eventMessages.deadlineAfterEvent];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** The rows of a new event: one, or one per occurrence of its repeat (decision 091). */
function occurrenceRows(viewer: CurrentUser, body: CreateEventBody): NewEventRow[] {
  const time = new Date(body.time);
  const deadline = new Date(body.applicationDeadline ?? body.time);
  const base = {
    groupId: body.groupId,
    authorId: viewer.id,
    name: body.name,
    description: body.description ?? '',
    location: body.location ?? '',
    tags: normalizeTags(body.tags),
  };
  const repeat = body.repeat;
  if (!repeat) return [{ ...base, time, applicationDeadline: deadline }];
  if (repeat.until !== undefined && repeat.until < localDateOf(time, repeat.timeZone)) {
    throw validationFailed({ 'repeat.until': [eventMessages.repeatEndBeforeStart] });
  }
  const count = occurrenceCount(time, repeat);
  if (count === 1) return [{ ...base, time, applicationDeadline: deadline }];
  const seriesId = randomUUID();
  // One creation time for the whole series: it is published once, as one feed card.
  const createdAt = new Date();
  return Array.from({ length: count }, (_, index) => ({
    ...base,
    time: stepFrom(time, repeat.frequency, repeat.timeZone, index),
    applicationDeadline: stepFrom(deadline, repeat.frequency, repeat.timeZone, index),
    seriesId,
    seriesIndex: index,
    repeatFrequency: repeat.frequency,
    repeatTimeZone: repeat.timeZone,
    inFeed: index === 0,
    createdAt,
  }));
}

/** POST /api/Event: members of the group; a repeat makes every occurrence at once. */
export async function createEvent(
  db: Db,
  viewer: CurrentUser,
  body: CreateEventBody,
): Promise<EventResponse> {
  await requireGroupMember(db, viewer, body.groupId);
  const time = new Date(body.time);
  const deadline = new Date(body.applicationDeadline ?? body.time);
  checkEventTimes(time, deadline, { time: true, deadline: true });
  const rows = occurrenceRows(viewer, body);
  // A repeated event's photos are its first occurrence's (the others carry none).
  const [first] = await writesTo([groupScope(body.groupId)], () =>
    db.transaction(async (tx) => {
      const ids = await insertEvents(tx, rows);
      const eventId = ids[0];
      if (eventId && body.photoIds) await attachPhotos(tx, viewer, { eventId }, body.photoIds);
      return ids;
    }),
  );
  if (!first) throw new Error('insert into events returned nothing');
  return loadEventResponse(db, first, viewer.id);
}

export async function getEvent(db: Db, viewer: CurrentUser, id: string): Promise<EventResponse> {
  await requireEventReader(db, viewer, id);
  return loadEventResponse(db, id, viewer.id);
}

/** GET /api/Event: my groups' events, two queries whatever the page size. */
export async function listEvents(
  db: Db,
  viewer: CurrentUser,
  query: EventListQuery,
): Promise<EventResponse[]> {
  return toEventResponses(db, await listMyEvents(db, viewer.id, query), viewer.id);
}

/** The occurrences a scope reaches: this one, or this and every later one of its series. */
export async function occurrencesInScope(
  db: Db,
  event: EventRow,
  scope: DeleteEventQuery['scope'],
): Promise<EventRow[]> {
  if (scope === 'this' || event.seriesId === null || event.seriesIndex === null) return [event];
  return listSeriesFrom(db, event.seriesId, event.seriesIndex);
}

/**
 * DELETE /api/Event/{id}: the author or a group admin; `scope=following` takes this and the
 * later occurrences. Everyone who said yes to an occurrence that has not started yet is told
 * (EVENT_DELETED, with its time: which occurrence is off).
 */
export async function deleteEvent(
  db: Db,
  viewer: CurrentUser,
  id: string,
  query: DeleteEventQuery,
): Promise<void> {
  const { event, group } = await requireEventManager(db, viewer, id);
  const gone = await occurrencesInScope(db, event, query.scope);
  const now = new Date();
  const upcoming = gone.filter((row) => row.time > now);
  const yes = await listYesUserIds(
    db,
    upcoming.map((row) => row.id),
  );
  await writesTo([groupScope(event.groupId)], () =>
    deleteEventsToTombstones(
      db,
      gone.map((row) => row.id),
      event.seriesId,
    ),
  );
  for (const row of upcoming) {
    const recipients = (yes.get(row.id) ?? []).filter((userId) => userId !== viewer.id);
    if (recipients.length === 0) continue;
    await notify(db, recipients, {
      type: 'EVENT_DELETED',
      variables: { eventName: row.name, groupName: group.name, time: row.time.toISOString() },
      path: '/events',
    });
  }
}
