import type { FeedSource } from '../../content/feed-source';
import { listEventsInWindow } from './event-lists.repository';
import { toEventResponse } from './event-views';

/**
 * The events of a feed page, as feed items: one card per event or series (registered in app.ts),
 * each with its answers from the same statement (decision 147).
 */
export const eventFeedSource: FeedSource = async (db, scope, window) =>
  (await listEventsInWindow(db, scope, window)).map(({ answers, ...view }) => ({
    id: view.id,
    type: 'event' as const,
    data: toEventResponse(
      view,
      answers.map((answer) => ({ ...answer, eventId: view.id })),
      scope.viewerId,
    ),
  }));
