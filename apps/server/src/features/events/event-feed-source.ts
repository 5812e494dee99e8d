import type { FeedSource } from '../../content/feed-source';
import { listEventsInWindow } from './event-lists.repository';
import { toEventResponses } from './event-views';

/** The events of a feed page, as feed items: one card per event or series (registered in app.ts). */
export const eventFeedSource: FeedSource = async (db, scope, window) => {
  const views = await listEventsInWindow(db, scope, window);
  return (await toEventResponses(db, views, scope.viewerId)).map((event) => ({
    id: event.id,
    type: 'event' as const,
    data: event,
  }));
};
