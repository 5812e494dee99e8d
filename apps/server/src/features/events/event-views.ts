import type { EventResponse } from '@kozos/contract';
import { personSummary } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { listApplications, type ApplicationView } from './applications.repository';
import { findEventViews, type EventView } from './events.repository';

/*
 * An event as its reader sees it (spec §4, issue 14): counts, who said yes, the reader's own
 * answer, and who said no only for the author (spec §6: the event's owner).
 */

export function toEventResponse(
  view: EventView,
  answers: readonly ApplicationView[],
  viewerId: string,
): EventResponse {
  const yes = answers.filter((answer) => answer.apply);
  const no = answers.filter((answer) => !answer.apply);
  const mine = answers.find((answer) => answer.user.id === viewerId);
  const series =
    view.seriesId && view.repeatFrequency && view.repeatTimeZone
      ? {
          id: view.seriesId,
          frequency: view.repeatFrequency,
          timeZone: view.repeatTimeZone,
          position: view.seriesPosition ?? 1,
          count: view.seriesCount ?? 1,
        }
      : null;
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    location: view.location,
    time: view.time.toISOString(),
    applicationDeadline: view.applicationDeadline.toISOString(),
    tags: view.tags,
    author: personSummary(view.author),
    group: { id: view.groupId, name: view.groupName },
    photos: view.photos,
    creationTime: view.createdAt.toISOString(),
    editedTime: view.editedAt?.toISOString() ?? null,
    series,
    yesCount: yes.length,
    noCount: no.length,
    myApplication: mine ? mine.apply : null,
    applicants: yes.map((answer) => personSummary(answer.user)),
    declined: view.authorId === viewerId ? no.map((answer) => personSummary(answer.user)) : null,
    commentCount: view.commentCount,
    ...(view.hiddenReason === null ? {} : { hiddenReason: view.hiddenReason }),
  };
}

/** A page of views as responses, with every answer read in one more query. */
export async function toEventResponses(
  db: Db,
  views: readonly EventView[],
  viewerId: string,
): Promise<EventResponse[]> {
  const answers = await listApplications(
    db,
    views.map((view) => view.id),
  );
  return views.map((view) =>
    toEventResponse(
      view,
      answers.filter((answer) => answer.eventId === view.id),
      viewerId,
    ),
  );
}

/** One event as `viewerId` sees it; throws when it is gone (callers checked it existed). */
export async function loadEventResponse(
  db: Db,
  id: string,
  viewerId: string,
): Promise<EventResponse> {
  const [view] = await findEventViews(db, [id]);
  if (!view) throw new Error(`event ${id} vanished`);
  const [response] = await toEventResponses(db, [view], viewerId);
  if (!response) throw new Error(`event ${id} vanished`);
  return response;
}
