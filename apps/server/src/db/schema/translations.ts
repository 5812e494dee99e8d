import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Translation constants (spec §3): one text per language, seeded from the web app's locale files
 * at every start (decision 110). `file_*` hold what the files said at the last seeding (null for
 * a constant added in the editor), so an edit is simply a text that differs from its file's.
 */
export const translations = pgTable(
  'translations',
  {
    key: text('key').primaryKey(),
    hu: text('hu').notNull(),
    en: text('en').notNull(),
    fileHu: text('file_hu'),
    fileEn: text('file_en'),
    // The locale file the key comes from (`app`, `help` …), for "copy changes".
    area: text('area'),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The published overrides and the editor's "changed" filter read only edited rows.
    index('translations_changed_idx')
      .on(table.key)
      .where(
        sql`${table.hu} is distinct from ${table.fileHu} or ${table.en} is distinct from ${table.fileEn}`,
      ),
  ],
);
