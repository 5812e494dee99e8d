import type { EventListQuery } from '@kozos/contract';
import { splitTags } from '@kozos/contract';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  bindPlaceholders,
  bindValues,
  feedParamsOf,
  feedShapeOf,
  placeholderValues,
  scopeGroups,
  tagConditions,
  windowConditions,
  type FeedBind,
  type FeedScope,
  type FeedWindow,
} from '../../content/feed-window';
import { groupIdsOf } from '../../access/group-members';
import { preparedFamily } from '../../content/prepared-queries';
import { prefixQueryOf, searchCondition } from '../../content/search';
import { visibleTo } from '../../content/hidden-items';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { accentedLetters, foldedLetters } from '../../db/schema/search';
import { groups } from '../../db/schema/groups';
import { users } from '../../db/schema/users';
import { answersOfEachEvent, type ApplicationView } from './applications.repository';
import { eventViewColumns, selectEventViews, type EventView } from './events.repository';

/*
 * The event lists: the feed window (one card per event or series, decision 015's top-N per group
 * through the partial index events (group_id, created_at desc, id desc) where in_feed) and
 * `GET /api/Event` (my groups' occurrences by time, name or creation). Each is one query; the
 * feed's brings each event's answers along (decision 147), the list's are read by one more
 * (event-views.ts).
 */

/** An event of a feed page with every answer to it, read in the same statement. */
export type EventViewWithAnswers = EventView & { answers: Omit<ApplicationView, 'eventId'>[] };

const preparedEvents = preparedFamily<EventViewWithAnswers>('feed_events');

export function listEventsInWindow(
  db: Db,
  scope: FeedScope,
  window: FeedWindow,
): Promise<EventViewWithAnswers[]> {
  const params = feedParamsOf(scope, window);
  // A search is planned for its words each time (see posts/post-feed.repository.ts).
  if (window.searchQuery !== undefined)
    return eventsInWindowQuery(db, scope, window, bindValues(params));
  const query = preparedEvents(db, feedShapeOf(scope, window), (name) =>
    eventsInWindowQuery(db, scope, window, bindPlaceholders).prepare(name),
  );
  return query.execute(placeholderValues(params));
}

/** The query of {@link listEventsInWindow}, unexecuted. */
function eventsInWindowQuery(db: Db, scope: FeedScope, window: FeedWindow, bind: FeedBind) {
  const conditions: (SQL | undefined)[] = [
    eq(events.inFeed, true),
    visibleTo(events, events.authorId, bind.param('viewerId')),
    scope.authorId ? eq(events.authorId, bind.param('authorId')) : undefined,
    ...tagConditions(window, bind, events.tags),
    ...windowConditions(window, bind, events.createdAt, events.id),
  ];
  const groupsInScope = scopeGroups(db, scope, bind);
  const inScope = inArray(
    events.groupId,
    db.select({ groupId: groupsInScope.groupId }).from(groupsInScope),
  );
  if (window.searchQuery !== undefined)
    conditions.push(searchCondition(events.search, bind.param('search')));
  return db
    .select({ ...eventViewColumns, answers: answersOfEachEvent })
    .from(events)
    .innerJoin(users, eq(users.id, events.authorId))
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(and(inScope, ...conditions))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(bind.count);
}

const foldedName = sql`translate(lower(${events.name}), ${accentedLetters}, ${foldedLetters})`;

function orderOf(query: EventListQuery): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  switch (query.sortBy ?? 'time') {
    case 'name':
      // Folded like search, so Ő sorts with O on PGlite (C locale) and PostgreSQL alike.
      return [direction(foldedName), asc(events.time), asc(events.id)];
    case 'creationTime':
      return [direction(events.createdAt), direction(events.id)];
    case 'time':
      return [direction(events.time), direction(events.id)];
  }
}

/** `GET /api/Event`: occurrences in my groups, filtered, sorted and cut to the page. */
export function listMyEvents(
  db: Db,
  viewerId: string,
  query: EventListQuery,
): Promise<EventView[]> {
  const search = prefixQueryOf(query.search);
  const conditions: (SQL | undefined)[] = [
    inArray(events.groupId, groupIdsOf(db, viewerId)),
    visibleTo(events, events.authorId, viewerId),
    query.groupId ? eq(events.groupId, query.groupId) : undefined,
    query.seriesId ? eq(events.seriesId, query.seriesId) : undefined,
    query.hidePast === 'true' ? gte(events.time, sql`now()`) : undefined,
    search === undefined ? undefined : searchCondition(events.search, search),
    ...splitTags(query.tags).map(
      (tag) => sql`position(${`;${tag};`}::text in ';' || ${events.tags} || ';') > 0`,
    ),
  ];
  return selectEventViews(db)
    .where(and(...conditions))
    .orderBy(...orderOf(query))
    .limit(query.limit)
    .offset(query.skip);
}
