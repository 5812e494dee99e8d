import type { PhotoRef } from '@kozos/contract';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { commentCountOf } from '../../content/comment-count';
import { avatarRefOf } from '../../content/photo-refs';
import type { Db } from '../../db/client';
import { eventTombstones, events } from '../../db/schema/events';
import { groups } from '../../db/schema/groups';
import { users } from '../../db/schema/users';
import { photoRefsColumn } from '../photos';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** An event with what its card shows of the author, the group and its series. */
export interface EventView {
  id: string;
  groupId: string;
  groupName: string;
  authorId: string;
  name: string;
  description: string;
  location: string;
  time: Date;
  applicationDeadline: Date;
  tags: string;
  seriesId: string | null;
  repeatFrequency: 'weekly' | 'biweekly' | 'monthly' | null;
  repeatTimeZone: string | null;
  createdAt: Date;
  editedAt: Date | null;
  author: { id: string; name: string; username: string | null; avatar: PhotoRef | null };
  /** 1-based place among the series' occurrences that still exist; the series' size. */
  seriesPosition: number | null;
  seriesCount: number | null;
  /** In display order (issue 25). */
  photos: PhotoRef[];
  /** Comments under this occurrence (issue 26): a correlated count, no extra round trip. */
  commentCount: number; /** Why an admin hid it (decision 205); null while visible. */
  hiddenReason: string | null;
}

/** The columns of an {@link EventView}, read from `events` joined to its author and group. */
export const eventViewColumns = {
  id: events.id,
  groupId: events.groupId,
  groupName: groups.name,
  authorId: events.authorId,
  name: events.name,
  description: events.description,
  location: events.location,
  time: events.time,
  applicationDeadline: events.applicationDeadline,
  tags: events.tags,
  seriesId: events.seriesId,
  repeatFrequency: events.repeatFrequency,
  repeatTimeZone: events.repeatTimeZone,
  createdAt: events.createdAt,
  editedAt: events.editedAt,
  author: {
    id: users.id,
    name: users.name,
    username: users.username,
    avatar: avatarRefOf('users'),
  },
  // Correlated counts over the index (series_id, series_index): at most 52 rows each.
  seriesPosition: sql<number | null>`case when ${events.seriesId} is null then null else
    (select count(*)::int from events s where s.series_id = ${events.seriesId}
      and s.series_index <= ${events.seriesIndex}) end`,
  seriesCount: sql<number | null>`case when ${events.seriesId} is null then null else
    (select count(*)::int from events s where s.series_id = ${events.seriesId}) end`,
  photos: photoRefsColumn('eventId', events.id),
  commentCount: commentCountOf('event', events.id),
  hiddenReason: events.hiddenReason,
};

/** The joins every view query needs: the author and the group of each event. */
export function selectEventViews(db: Db) {
  return db
    .select(eventViewColumns)
    .from(events)
    .innerJoin(users, eq(users.id, events.authorId))
    .innerJoin(groups, eq(groups.id, events.groupId));
}

export async function findEventViews(db: Db, ids: readonly string[]): Promise<EventView[]> {
  if (ids.length === 0) return [];
  return selectEventViews(db).where(inArray(events.id, [...ids]));
}

/** Every occurrence at once, in one statement; returns their ids in the order given. */
export async function insertEvents(db: Db, rows: NewEventRow[]): Promise<string[]> {
  const inserted = await db.insert(events).values(rows).returning({ id: events.id });
  return inserted.map((row) => row.id);
}

export async function findEventById(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** The occurrences of a series from `fromIndex` on, in series order. */
export function listSeriesFrom(db: Db, seriesId: string, fromIndex: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.seriesId, seriesId), gte(events.seriesIndex, fromIndex)))
    .orderBy(asc(events.seriesIndex));
}

export type EventChanges = Partial<
  Pick<EventRow, 'name' | 'description' | 'location' | 'tags' | 'time' | 'applicationDeadline'>
>;

/** Applies each occurrence's own changes in one transaction (at most 52 rows). */
export async function updateEvents(
  db: Db,
  changes: readonly { id: string; changes: EventChanges }[],
): Promise<void> {
  const editedAt = new Date();
  await db.transaction(async (tx) => {
    for (const change of changes) {
      await tx
        .update(events)
        .set({ ...change.changes, editedAt })
        .where(eq(events.id, change.id));
    }
  });
}

/** How long a deleted event stays in calendar subscriptions as cancelled (issue 14). */
export const tombstoneDays = 30;

/**
 * Deletes the events, leaving a tombstone of each for subscriptions, and hands a series' feed
 * card to its first remaining occurrence; tombstones older than {@link tombstoneDays} go.
 * One transaction: a reader sees the event or its tombstone, never both or neither.
 */
export async function deleteEventsToTombstones(
  db: Db,
  ids: readonly string[],
  seriesId: string | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(eventTombstones).select(
      tx
        .select({
          id: events.id,
          groupId: events.groupId,
          name: events.name,
          location: events.location,
          time: events.time,
          deletedAt: sql<Date>`now()`.as('deleted_at'),
        })
        .from(events)
        .where(inArray(events.id, [...ids])),
    );
    await tx.delete(events).where(inArray(events.id, [...ids]));
    if (seriesId) {
      await tx.execute(sql`update events set in_feed = true where id = (
        select id from events where series_id = ${seriesId} order by series_index limit 1)`);
    }
    await tx
      .delete(eventTombstones)
      .where(lt(eventTombstones.deletedAt, sql`now() - make_interval(days => ${tombstoneDays})`));
  });
}
