import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { hiddenColumns } from './hidden';
import { searchDocument, tsvector } from './search';
import { users } from './users';

/** Spec §3 Post. Deleted with its group (the foreign key cascades, decision 031). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    // Semicolon-joined, normalised by splitTags/joinTags (spec §3).
    tags: text('tags').notNull().default(''),
    // Millisecond precision: the creationTime on the wire is the exact value, so a keyset cursor
    // built from it compares equal to the row it came from (decision 015).
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    ...hiddenColumns(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(() =>
        searchDocument(sql`"title"`, sql`"description"`, sql`replace("tags", ';', ' ')`),
      ),
  },
  (table) => [
    // The feed: newest first within one group, read top-N per group (decision 015). NULLS FIRST
    // is what `order by ... desc` means: an index in any other null order cannot feed the
    // ORDER BY, and each group's posts were sorted instead of read ten at a time (migration 0004).
    index('posts_group_created_idx').on(
      table.groupId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A user's feed and account deletion.
    index('posts_author_created_idx').on(
      table.authorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('posts_search_idx').using('gin', table.search),
  ],
);
