import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { hiddenColumns } from './hidden';
import { searchDocument, tsvector } from './search';
import { users } from './users';

/*
 * Spec §3 Event (issue 14, decision 090). A repeated event is one row per occurrence, each with
 * its own applications; the occurrences share a `series_id` and know their place in it
 * (`series_index`), so "this and the following" is `series_index >= n` and never depends on
 * times that an edit may have moved. Deleted with their group (decision 031).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    time: timestamp('time', { withTimezone: true, precision: 3 }).notNull(),
    applicationDeadline: timestamp('application_deadline', {
      withTimezone: true,
      precision: 3,
    }).notNull(),
    // Semicolon-joined, normalised by splitTags/joinTags (spec §3).
    tags: text('tags').notNull().default(''),
    // A repeat: the series, its rhythm and zone (the same on every occurrence), and the place.
    seriesId: uuid('series_id'),
    seriesIndex: integer('series_index'),
    repeatFrequency: text('repeat_frequency', { enum: ['weekly', 'biweekly', 'monthly'] }),
    repeatTimeZone: text('repeat_time_zone'),
    // One feed card per event, and per series (its first remaining occurrence).
    inFeed: boolean('in_feed').notNull().default(true),
    // Millisecond precision, as posts: the feed's keyset cursor compares equal (decision 015).
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    ...hiddenColumns(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(() =>
        searchDocument(
          sql`"name"`,
          sql`"description"`,
          sql`"location"`,
          sql`replace("tags", ';', ' ')`,
        ),
      ),
  },
  (table) => [
    // The feed, top-N per group (decision 015); only the rows that make cards.
    index('events_group_feed_idx')
      .on(table.groupId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.inFeed}`),
    // The event list, the calendar and the reminders read by time or by deadline per group.
    index('events_group_time_idx').on(table.groupId, table.time),
    index('events_group_deadline_idx').on(table.groupId, table.applicationDeadline),
    index('events_series_idx').on(table.seriesId, table.seriesIndex),
    index('events_author_idx').on(table.authorId),
    index('events_search_idx').using('gin', table.search),
  ],
);

/** Spec §3/§4: one answer per member and event; no row is the neutral answer. */
export const eventApplications = pgTable(
  'event_applications',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apply: boolean('apply').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_applications_user_idx').on(table.userId),
  ],
);

/*
 * What is left of a deleted event for 30 days: calendar subscriptions show it as cancelled
 * (issue 14, Karrot #1200). A table of its own, so no reader of `events` can forget to leave
 * deleted rows out; only the subscription reads it.
 */
export const eventTombstones = pgTable(
  'event_tombstones',
  {
    id: uuid('id').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    location: text('location').notNull().default(''),
    time: timestamp('time', { withTimezone: true, precision: 3 }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_tombstones_group_deleted_idx').on(table.groupId, table.deletedAt)],
);
