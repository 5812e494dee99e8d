import { sql, type SQL } from 'drizzle-orm';
import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * Accent folding for search (decision 015). PostgreSQL's `unaccent` extension is not in every
 * PGlite build, so the Hungarian accents are folded with translate(), which is immutable and
 * may therefore feed a generated column. Upper-case letters are listed too: lower() leaves
 * non-ASCII letters alone under the C locale PGlite runs with. The query side folds with
 * `foldAccents` in features/posts/post-search.ts, which must stay in step with these strings.
 */
export const accentedLetters = 'áéíóöőúüűÁÉÍÓÖŐÚÜŰ';
export const foldedLetters = 'aeiooouuuaeiooouuu';

function searchDocument(title: SQL, description: SQL, tags: SQL): SQL {
  const text = sql`lower(${title} || ' ' || ${description} || ' ' || ${tags})`;
  const folded = sql`translate(${text}, '${sql.raw(accentedLetters)}', '${sql.raw(foldedLetters)}')`;
  return sql`to_tsvector('simple'::regconfig, ${text}) || to_tsvector('simple'::regconfig, ${folded})`;
}

/** Spec §3 Post. Deleted with its group (features/groups/groups.repository.ts). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id),
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
