import type { EventListQuery } from '@kozos/contract';
import { splitTags } from '@kozos/contract';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  feedParamsOf,
  feedShapeOf,
  placeholderValues,
  preparedBindOf,
  scopeGroups,
  tagConditions,
  windowConditions,
  type FeedBind,
  type FeedScope,
  type FeedWindow,
} from '../../content/feed-window';
import { groupIdsOf } from '../../access/group-members';
import { groupNameOf, personOf, preparedFamily } from '../../content/prepared-queries';
import { commentCountOf } from '../../content/comment-count';
import { prefixQueryOf, preparedSearchCondition, searchCondition } from '../../content/search';
import { visibleTo } from '../../content/hidden-items';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { accentedLetters, foldedLetters } from '../../db/schema/search';
import { photoRefsColumn } from '../photos';
import { answersOf, type ApplicationView } from './applications.repository';
import { selectEventViews, type EventView } from './events.repository';

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
  // A search is prepared too (decision 204).
  const { bind, shape } = preparedBindOf(window);
  const query = preparedEvents(db, feedShapeOf(scope, window) + shape, (name) =>
    eventsInWindowQuery(db, scope, window, bind).prepare(name),
  );
  return query.execute(placeholderValues(params));
}

/** The columns of `events` a feed card needs, read into the page before anything is joined. */
const pageColumns = {
  id: events.id,
  groupId: events.groupId,
  authorId: events.authorId,
  name: events.name,
  description: events.description,
  location: events.location,
  time: events.time,
  applicationDeadline: events.applicationDeadline,
  tags: events.tags,
  seriesId: events.seriesId,
  seriesIndex: events.seriesIndex,
  repeatFrequency: events.repeatFrequency,
  repeatTimeZone: events.repeatTimeZone,
  createdAt: events.createdAt,
  editedAt: events.editedAt,
  hiddenReason: events.hiddenReason,
};

/**
 * The query of {@link listEventsInWindow}, unexecuted (the plan test explains it; decision 230).
 * The page is cut first — top-N per group through the partial feed index, or the search's
 * matches — from `events` alone; only its rows then look up their author and group by key and
 * carry their photos, comment count and answers, each an index probe per row of the page. Before,
 * every event of the viewer's groups was joined to its author and group and read its avatar,
 * photos and comment count before the sort cut the page.
 */
export function eventsInWindowQuery(db: Db, scope: FeedScope, window: FeedWindow, bind: FeedBind) {
  const conditions: (SQL | undefined)[] = [
    // Bare, not `= true`: drizzle would send `true` as a parameter, and a prepared (generic)
    // plan cannot prove `in_feed = $n` implies the feed index's `where in_feed`.
    sql`${events.inFeed}`,
    visibleTo(events, events.authorId, bind.param('viewerId')),
    scope.authorId ? eq(events.authorId, bind.param('authorId')) : undefined,
    ...tagConditions(window, bind, events.tags),
    ...windowConditions(window, bind, events.createdAt, events.id),
  ];
  const groupsInScope = scopeGroups(db, scope, bind);
  const top = db
    .select(pageColumns)
    .from(events)
    .where(and(eq(events.groupId, groupsInScope.groupId), ...conditions))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(bind.count)
    .as('top');
  const newestPerGroup = db
    .select({ ...top._.selectedFields })
    .from(groupsInScope)
    .crossJoinLateral(top)
    .orderBy(desc(top.createdAt), desc(top.id))
    .limit(bind.count);
  // A search finds its matches through the GIN index first; the columns are the same.
  const pageQuery =
    window.searchQuery === undefined
      ? newestPerGroup
      : (db
          .select(pageColumns)
          .from(events)
          .where(
            and(
              preparedSearchCondition(events.search, bind.param('search')),
              inArray(
                events.groupId,
                db.select({ groupId: groupsInScope.groupId }).from(groupsInScope),
              ),
              ...conditions,
            ),
          )
          .orderBy(desc(events.createdAt), desc(events.id))
          .limit(bind.count) as unknown as typeof newestPerGroup);
  const page = pageQuery.as('page');
  const author = personOf(db, page.authorId, 'author');
  const group = groupNameOf(db, page.groupId);
  return db
    .select({
      id: page.id,
      groupId: page.groupId,
      groupName: group.name,
      authorId: page.authorId,
      name: page.name,
      description: page.description,
      location: page.location,
      time: page.time,
      applicationDeadline: page.applicationDeadline,
      tags: page.tags,
      seriesId: page.seriesId,
      repeatFrequency: page.repeatFrequency,
      repeatTimeZone: page.repeatTimeZone,
      createdAt: page.createdAt,
      editedAt: page.editedAt,
      author: {
        id: author.id,
        name: author.name,
        username: author.username,
        avatar: author.avatar,
      },
      // Correlated counts over the index (series_id, series_index): at most 52 rows each, and
      // none for an event outside a series.
      seriesPosition: sql<number | null>`case when ${page.seriesId} is null then null else
        (select count(*)::int from events s where s.series_id = ${page.seriesId}
          and s.series_index <= ${page.seriesIndex}) end`,
      seriesCount: sql<number | null>`case when ${page.seriesId} is null then null else
        (select count(*)::int from events s where s.series_id = ${page.seriesId}) end`,
      photos: photoRefsColumn('eventId', page.id),
      commentCount: commentCountOf('event', page.id),
      hiddenReason: page.hiddenReason,
      answers: answersOf(page.id, page.groupId),
    })
    .from(page)
    .innerJoinLateral(author, sql`true`)
    .innerJoinLateral(group, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id));
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
