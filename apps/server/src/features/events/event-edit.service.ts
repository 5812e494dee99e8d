import type { EventResponse, PatchEventBody } from '@kozos/contract';
import type { Db } from '../../db/client';
import { groupScope, writesTo } from '../../db/write-scope';
import type { CurrentUser } from '../../identity/current-user';
import { attachPhotos } from '../photos';
import { loadEventResponse } from './event-views';
import { requireEventManager } from './events.policy';
import { updateEvents, type EventChanges, type EventRow } from './events.repository';
import { checkEventTimes, normalizeTags, occurrencesInScope } from './events.service';
import { stepFrom } from './occurrences';

/*
 * Editing an event, or this and the following occurrences of its series (decision 091). The
 * edit changes the rows that exist and nothing else: no occurrence is made or dropped, each keeps
 * its id and its answers, so an edit cannot lose the first occurrence or duplicate one (HumHub
 * calendar #306, #257, #638).
 */

function textChanges(body: PatchEventBody): EventChanges {
  return {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.location === undefined ? {} : { location: body.location }),
    ...(body.tags === undefined ? {} : { tags: normalizeTags(body.tags) }),
  };
}

/**
 * Each target's changes. A new time or deadline moves the later occurrences to the same
 * wall-clock time in the series' zone, the same number of steps after the edited one; the
 * deadline moves with the time, so each keeps it no later than its own time.
 */
function changesOf(
  event: EventRow,
  targets: readonly EventRow[],
  body: PatchEventBody,
  moved: { time: Date; deadline: Date } | undefined,
): { id: string; changes: EventChanges }[] {
  const text = textChanges(body);
  return targets.map((target) => {
    if (!moved) return { id: target.id, changes: text };
    const steps = (target.seriesIndex ?? 0) - (event.seriesIndex ?? 0);
    const frequency = event.repeatFrequency;
    const zone = event.repeatTimeZone;
    const step = (instant: Date) =>
      steps === 0 || !frequency || !zone ? instant : stepFrom(instant, frequency, zone, steps);
    return {
      id: target.id,
      changes: { ...text, time: step(moved.time), applicationDeadline: step(moved.deadline) },
    };
  });
}

/** PATCH /api/Event/{id}: the author or a group admin; `scope` reaches the later occurrences. */
export async function editEvent(
  db: Db,
  viewer: CurrentUser,
  id: string,
  body: PatchEventBody,
): Promise<EventResponse> {
  const { event } = await requireEventManager(db, viewer, id);
  const time = body.time === undefined ? event.time : new Date(body.time);
  const deadline =
    body.applicationDeadline === undefined
      ? event.applicationDeadline
      : new Date(body.applicationDeadline);
  const changed = {
    time: time.getTime() !== event.time.getTime(),
    deadline: deadline.getTime() !== event.applicationDeadline.getTime(),
  };
  checkEventTimes(time, deadline, changed);
  const targets = await occurrencesInScope(db, event, body.scope);
  const moved = changed.time || changed.deadline ? { time, deadline } : undefined;
  await writesTo([groupScope(event.groupId)], () =>
    db.transaction(async (tx) => {
      await updateEvents(tx, changesOf(event, targets, body, moved));
      // The photos are this occurrence's own, whatever the scope.
      if (body.photoIds) await attachPhotos(tx, viewer, { eventId: id }, body.photoIds);
    }),
  );
  return loadEventResponse(db, id, viewer.id);
}
