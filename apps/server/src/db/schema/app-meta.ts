import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Small key/value facts about this installation (schema version notes, generated keys, ...).
 * It is also the first table, proving that migrations run on both drivers.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
