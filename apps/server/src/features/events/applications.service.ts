import { eventMessages, type EventApplicationBody, type EventResponse } from '@kozos/contract';
import type { Db } from '../../db/client';
import { groupScope, writesTo } from '../../db/write-scope';
import { unprocessable } from '../../errors';
import type { CurrentUser } from '../../identity/current-user';
import { deleteApplication, upsertApplication } from './applications.repository';
import { loadEventResponse } from './event-views';
import { requireEventReader } from './events.policy';

/**
 * POST /api/EventApplication (spec §4): a member of the event's group answers yes, no or
 * neutral (null) while the application deadline is ahead; a later answer replaces the earlier
 * one. After the deadline: 422 "the deadline has expired". Answers with the event as it now is.
 */
export async function answerEvent(
  db: Db,
  viewer: CurrentUser,
  body: EventApplicationBody,
): Promise<EventResponse> {
  const { event } = await requireEventReader(db, viewer, body.eventId);
  const written = await writesTo([groupScope(event.groupId)], () =>
    body.apply === null
      ? deleteApplication(db, event.id, viewer.id)
      : upsertApplication(db, event.id, viewer.id, body.apply),
  );
  if (!written) {
    throw unprocessable(eventMessages.deadlineExpired, {
      apply: [eventMessages.deadlineExpired],
    });
  }
  return loadEventResponse(db, event.id, viewer.id);
}
