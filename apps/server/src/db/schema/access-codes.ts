import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { users } from './users';

/**
 * Short codes to join a group ("New member" / "Enter group", decision 113). Only a keyed hash of
 * the code is stored; a revoked code's row is deleted. The rows go with their group or creator.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    useCount: integer('use_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('access_codes_group_id_idx').on(table.groupId),
    index('access_codes_created_by_idx').on(table.createdBy),
  ],
);
