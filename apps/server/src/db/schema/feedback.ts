import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Feedback sent from /feedback (issue 16). It outlives its sender's account (deletion anonymises
 * the user row, decision 013), so site administrators still read it.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true, precision: 3 }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('feedback_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('feedback_user_id_idx').on(table.userId),
  ],
);
